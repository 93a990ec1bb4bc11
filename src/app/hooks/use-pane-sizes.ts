import { useCallback, useState } from 'react';

/** Widths (and the problems panel's height) in pixels. */
export interface PaneSizes {
  readonly sidebar: number;
  readonly preview: number;
  readonly problems: number;
}

const KEY = 'quire:panes';
const defaults: PaneSizes = { sidebar: 240, preview: 560, problems: 160 };
const limits: Readonly<Record<keyof PaneSizes, [number, number]>> = { sidebar: [140, 600], preview: [280, 1600], problems: [60, 600] };

function load(): PaneSizes {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof saved === 'object' && saved !== null) {
      const s = saved as Partial<Record<keyof PaneSizes, unknown>>;
      const pick = (k: keyof PaneSizes) => (typeof s[k] === 'number' ? clamp(k, s[k]) : defaults[k]);
      return { sidebar: pick('sidebar'), preview: pick('preview'), problems: pick('problems') };
    }
  } catch {
    // Bad saved sizes: use the defaults.
  }
  const width = window.innerWidth;
  return { ...defaults, preview: Math.round(Math.max(320, Math.min(900, width * 0.42))) };
}

function clamp(key: keyof PaneSizes, value: number): number {
  const [min, max] = limits[key];
  return Math.round(Math.max(min, Math.min(max, value)));
}

/** Pane sizes, remembered across visits. */
export function usePaneSizes(): [PaneSizes, (key: keyof PaneSizes, value: number) => void] {
  const [sizes, setSizes] = useState(load);
  const resize = useCallback((key: keyof PaneSizes, value: number) => {
    setSizes((current) => {
      const next = { ...current, [key]: clamp(key, value) };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Pane sizes are only a convenience.
      }
      return next;
    });
  }, []);
  return [sizes, resize];
}

import { useLayoutEffect, useRef } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { useElementSize } from '../hooks/use-element-size.ts';
import type { Device } from '../state/app-state.ts';
import { fitDevice } from './fit-device.ts';
import { MissingConfigPanel } from './MissingConfigPanel.tsx';

/**
 * Each device's real CSS width: the site's own media queries see it; the frame is scaled down to fit the
 * pane. `fit` is the pane's own width, never scaled (the default).
 */
const widths: Readonly<Record<Device, number | undefined>> = { fit: undefined, phone: 390, tablet: 768, desktop: 1280 };
const devices: readonly [Device, string][] = [
  ['fit', 'Fit'],
  ['phone', 'Phone'],
  ['tablet', 'Tablet'],
  ['desktop', 'Desktop'],
];

/**
 * The live preview: the sandboxed preview page (its own origin-less document) with device
 * widths and the site's light/dark mode. The frame itself is the app's (see PreviewFrames): it may
 * have shown the first page before this pane existed, so the pane adopts it into its stage (moved,
 * not reloaded) and sizes it; the app gives each document the ports when it says hello with its nonce.
 */
export function PreviewPane() {
  const app = useApp();
  const slot = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const stageSize = useElementSize(stage);
  const device = useAppState((s) => s.device);
  const siteMode = useAppState((s) => s.siteMode);
  const previewUrl = useAppState((s) => s.previewUrl);
  const previewFile = useAppState((s) => s.previewFile);
  const loading = useAppState((s) => s.previewLoading);
  const workspace = useAppState((s) => s.workspace?.name);
  const fit = fitDevice(widths[device], stageSize.width, stageSize.height);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    app.previewFrames.adopt(element);
    return () => app.previewFrames.release(element);
  }, [app]);
  const transform = fit.scale === 1 ? undefined : `scale(${fit.scale})`;
  useLayoutEffect(() => app.previewFrames.setStyle({ width: fit.width, height: fit.height, left: fit.left, transform }), [app, fit.width, fit.height, fit.left, transform]);
  const dark = siteMode === 'dark' || (siteMode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  return (
    <section className="preview-pane" aria-label="Preview">
      <header className="pane-header preview-toolbar">
        <h2 className="preview-address" title={previewFile}>
          {previewUrl ?? 'Preview'}
        </h2>
        <div role="group" aria-label="Device width" className="segmented">
          {devices.map(([id, label]) => (
            <button key={id} type="button" aria-pressed={device === id} title={id === 'fit' ? "Fit: the pane's width" : `${label}: ${widths[id]} px wide, scaled to fit`} onClick={() => app.setDevice(id)}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={dark ? 'Show the site in light mode' : 'Show the site in dark mode'} title="Site light/dark mode" onClick={() => app.setSiteMode(dark ? 'light' : 'dark')}>
          {dark ? '☀' : '☾'}
        </button>
      </header>
      <div ref={stage} className={`preview-stage device-${device}`} aria-busy={loading}>
        {loading && (
          <p role="status" className="preview-loading">
            {workspace === undefined ? 'Loading the preview…' : `Loading the preview of “${workspace}”…`}
          </p>
        )}
        <MissingConfigPanel />
        {/* The app's preview frame goes here (see PreviewFrames); React renders nothing inside. */}
        <div ref={slot} className="preview-frame-slot" />
      </div>
    </section>
  );
}

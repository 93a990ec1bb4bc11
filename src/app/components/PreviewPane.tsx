import { useRef } from 'react';
import { PREVIEW_SANDBOX } from '../../preview/index.ts';
import { useApp, useAppState } from '../app-context.ts';
import type { Device } from '../state/app-state.ts';

const widths: Readonly<Record<Device, string>> = { phone: '390px', tablet: '820px', desktop: '100%' };
const devices: readonly [Device, string][] = [
  ['phone', 'Phone'],
  ['tablet', 'Tablet'],
  ['desktop', 'Desktop'],
];

/**
 * The live preview: the sandboxed preview page (its own origin-less document) with device
 * widths and the site's light/dark mode. It is connected by a port on every load.
 */
export function PreviewPane() {
  const app = useApp();
  const frame = useRef<HTMLIFrameElement>(null);
  const device = useAppState((s) => s.device);
  const siteMode = useAppState((s) => s.siteMode);
  const previewUrl = useAppState((s) => s.previewUrl);
  const previewFile = useAppState((s) => s.previewFile);
  const dark = siteMode === 'dark' || (siteMode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  return (
    <section className="preview-pane" aria-label="Preview">
      <header className="pane-header preview-toolbar">
        <h2 className="preview-address" title={previewFile}>
          {previewUrl ?? 'Preview'}
        </h2>
        <div role="group" aria-label="Device width" className="segmented">
          {devices.map(([id, label]) => (
            <button key={id} type="button" aria-pressed={device === id} onClick={() => app.setDevice(id)}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={dark ? 'Show the site in light mode' : 'Show the site in dark mode'} title="Site light/dark mode" onClick={() => app.setSiteMode(dark ? 'light' : 'dark')}>
          {dark ? '☀' : '☾'}
        </button>
      </header>
      <div className={`preview-stage device-${device}`}>
        <iframe
          ref={frame}
          title="Site preview"
          src={`${import.meta.env.BASE_URL}src/preview/preview.html`}
          sandbox={PREVIEW_SANDBOX}
          referrerPolicy="no-referrer"
          style={{ width: widths[device] }}
          onLoad={() => {
            const target = frame.current?.contentWindow;
            if (target) app.connectPreview(target);
          }}
        />
      </div>
    </section>
  );
}

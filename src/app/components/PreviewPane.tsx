import { useEffect, useRef } from 'react';
import { PREVIEW_SANDBOX, previewDocumentUrl } from '../../preview/index.ts';
import { useApp, useAppState } from '../app-context.ts';
import { useElementSize } from '../hooks/use-element-size.ts';
import { previewPageFor } from '../offline/offline-preview.ts';
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
 * widths and the site's light/dark mode. Each preview document is a new iframe (keyed by its
 * nonce, so nothing of a document the frame was navigated to survives, and the app's history
 * gets no entry); the app gives it the ports when it says hello with that nonce.
 */
export function PreviewPane() {
  const app = useApp();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const stageSize = useElementSize(stage);
  const device = useAppState((s) => s.device);
  const siteMode = useAppState((s) => s.siteMode);
  const previewUrl = useAppState((s) => s.previewUrl);
  const previewFile = useAppState((s) => s.previewFile);
  const nonce = useAppState((s) => s.previewFrame);
  const loading = useAppState((s) => s.previewLoading);
  const workspace = useAppState((s) => s.workspace?.name);
  useEffect(() => app.listenForPreview(window, () => frame.current?.contentWindow), [app]);
  const fit = fitDevice(widths[device], stageSize.width, stageSize.height);
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
        {nonce !== undefined && (
          <iframe
            key={nonce}
            ref={frame}
            title="Site preview"
            src={previewDocumentUrl(previewPageFor(nonce), nonce)}
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            style={{ width: fit.width, height: fit.height, left: fit.left, transform: fit.scale === 1 ? undefined : `scale(${fit.scale})` }}
            onLoad={() => app.previewLoaded(nonce)}
          />
        )}
      </div>
    </section>
  );
}

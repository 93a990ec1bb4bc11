/** The CSS of the API playground (see renderPlayground): theme variables only, so every theme and both modes apply. */
export const playgroundStyles = String.raw`
.q-api-playground{margin:0 0 1rem;padding:.75rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius);font-size:.875rem}
.q-pg-title{margin:0 0 .5rem;font-size:1rem}
.q-pg-endpoint{display:flex;align-items:center;gap:.4rem;margin:0 0 .5rem;font:.8125rem var(--qr-mono);overflow-x:auto;white-space:nowrap}
.q-pg-method{padding:.05rem .4rem;border-radius:.375rem;font-weight:700;font-size:.7rem;color:#fff;background:#64748b}
.q-pg-method[data-method=get]{background:#16a34a}.q-pg-method[data-method=post]{background:#2563eb}.q-pg-method[data-method=put]{background:#d97706}.q-pg-method[data-method=patch]{background:#ea580c}.q-pg-method[data-method=delete]{background:#dc2626}
.q-pg-group{margin:.5rem 0;padding:.4rem .6rem;border:1px solid var(--qr-border);border-radius:.375rem}
.q-pg-group legend{padding:0 .25rem;font-weight:600;font-size:.8125rem}
.q-pg-field{display:grid;grid-template-columns:auto 1fr;gap:.15rem .5rem;align-items:baseline;margin:.35rem 0}
.q-pg-name{font:600 .8125rem var(--qr-mono)}.q-pg-hint{color:var(--qr-muted);font-size:.75rem;justify-self:end}
.q-pg-field input,.q-pg-field textarea{grid-column:1/-1;width:100%;box-sizing:border-box;padding:.3rem .45rem;border:1px solid var(--qr-border);border-radius:.375rem;background:var(--qr-bg);color:var(--qr-fg);font:.8125rem var(--qr-mono)}
.q-pg-choice{display:block;font:.8125rem var(--qr-mono)}
.q-pg-remember{display:block;margin:.5rem 0;font-size:.8125rem;color:var(--qr-muted)}
.q-pg-send{padding:.35rem 1rem;border:0;border-radius:.375rem;background:var(--qr-primary);color:#fff;font-weight:600;cursor:pointer}
.q-pg-result{margin-top:.75rem}
.q-pg-status{margin:0 0 .4rem;font:600 .8125rem var(--qr-mono)}.q-pg-status[data-status="2"]{color:#16a34a}.q-pg-status[data-status="4"],.q-pg-status[data-status="5"]{color:#dc2626}
.q-pg-error{margin:0;padding:.5rem;border-left:3px solid #dc2626;background:color-mix(in srgb,#dc2626 8%,transparent)}
.q-pg-result .q-pre{max-height:20rem;overflow:auto}
`;

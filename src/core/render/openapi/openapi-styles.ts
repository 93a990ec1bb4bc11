/**
 * The CSS of OpenAPI reference pages: the method badge and path, sections, responses, and the
 * examples column beside the reference on wide screens (below it on narrow ones). Only the theme's
 * variables are used, so both colour modes and every theme apply.
 */
export const openapiStyles = String.raw`
.q-api-page{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem}
@media (min-width:1100px){.q-api-page{grid-template-columns:minmax(0,1fr) minmax(0,22rem)}.q-api-aside{position:sticky;top:5rem;align-self:start;max-height:calc(100vh - 6rem);overflow:auto}}
.q-api-aside>.q-code-group{margin:0 0 1rem}
.q-api-endpoint{display:flex;align-items:center;gap:.6rem;padding:.5rem .75rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius);font:.875rem var(--qr-mono);overflow-x:auto}
.q-api-method{padding:.1rem .5rem;border-radius:.375rem;font-weight:700;font-size:.75rem;color:#fff;background:#64748b}
.q-api-method-get{background:#16a34a}.q-api-method-post{background:#2563eb}.q-api-method-put{background:#d97706}.q-api-method-patch{background:#ea580c}.q-api-method-delete{background:#dc2626}
.q-api-url{white-space:nowrap}.q-api-base{color:var(--qr-muted)}.q-api-endpoint .q-api-path{padding:0;border:0;background:none;font-size:inherit}
.q-api-servers{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.75rem 0;font-size:.8125rem;color:var(--qr-muted)}
.q-api-label{font-weight:600}
.q-api-deprecated{color:#b45309;font-weight:600}
.q-api-section{margin-top:2rem}
.q-api-page .q-api-section-title{margin:0 0 .5rem;padding-bottom:.5rem;border-bottom:1px solid var(--qr-border);font-size:1.05rem}
.q-api-response{padding:.75rem 0;border-bottom:1px solid var(--qr-border)}
.q-api-status{display:flex;align-items:center;gap:.5rem;margin:0}
.q-api-status-code{padding:.05rem .45rem;border-radius:.375rem;font:600 .8125rem var(--qr-mono);background:color-mix(in srgb,var(--qr-fg) 6%,transparent)}
.q-api-status-code[data-status="2"]{color:#16a34a}.q-api-status-code[data-status="4"],.q-api-status-code[data-status="5"]{color:#dc2626}
.q-api-variants{margin:.5rem 0;padding-left:.75rem;border-left:2px solid var(--qr-border)}
.q-api-variants-label,.q-api-variant-title{margin:.5rem 0 0;font-size:.8125rem;font-weight:600;color:var(--qr-muted)}
.q-api-enum,.q-api-recursive,.q-api-unknown,.q-api-truncated{font-size:.8125rem;color:var(--qr-muted)}
.q-api-content{margin-top:2rem}
`;

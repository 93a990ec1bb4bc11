/**
 * The CSS of AsyncAPI channel pages, beside the OpenAPI pages' (whose sections and fields they share):
 * the channel badge and address, and the send/receive badge of each operation. One column (a channel
 * page has no examples column); only the theme's variables and the method badges' colours are used.
 */
export const asyncapiStyles = String.raw`
.q-api-page.q-asyncapi-page{grid-template-columns:minmax(0,1fr)}
.q-asyncapi-channel{display:flex;align-items:center;gap:.6rem;padding:.5rem .75rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius);font:.875rem var(--qr-mono);overflow-x:auto}
.q-asyncapi-badge{padding:.1rem .5rem;border-radius:.375rem;font-weight:700;font-size:.75rem;color:#fff;background:#7c3aed}
.q-asyncapi-channel .q-asyncapi-address{padding:0;border:0;background:none;font-size:inherit;white-space:nowrap}
.q-asyncapi-operation,.q-asyncapi-message{margin:.75rem 0;padding:.75rem 1rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius)}
.q-asyncapi-operation-head{display:flex;align-items:center;gap:.5rem}
.q-asyncapi-action{padding:.05rem .45rem;border-radius:.375rem;font-weight:700;font-size:.7rem;text-transform:uppercase;color:#fff}
.q-asyncapi-send{background:#2563eb}.q-asyncapi-receive{background:#16a34a}
.q-asyncapi-operation-id{font-size:.875rem}
.q-asyncapi-summary{margin:.5rem 0 0;font-weight:600}
.q-asyncapi-operation-messages{margin:.5rem 0 0;font-size:.875rem;color:var(--qr-muted)}
.q-asyncapi-page .q-asyncapi-message-title{margin:0 0 .5rem;font-size:1rem}
.q-asyncapi-payload{margin-top:.5rem}
.q-asyncapi-payload>.q-api-label{margin:0 0 .25rem;font-size:.8125rem;color:var(--qr-muted)}
`;

/**
 * The CSS of the navigation levels the spec format lacks: the pickers (languages and the current
 * format's versions in the top bar; products, dropdowns and menu items at the top of the sidebar),
 * tags beside names, icons in group headings and tabs, and group names that link to their root page.
 */
export const navStyles = String.raw`
/* Pickers: a <details> menu, like the version menu */
.q-picker{position:relative;font-size:.8125rem}
.q-picker-button{display:inline-flex;align-items:center;gap:.4rem;padding:.25rem .65rem;border:1px solid var(--q-border);border-radius:999px;cursor:pointer;list-style:none;color:var(--q-muted);font-weight:600;max-width:16rem}
.q-picker-button::-webkit-details-marker{display:none}
.q-picker-current{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.q-picker-list{position:absolute;top:calc(100% + .35rem);left:0;z-index:40;min-width:10rem;max-width:20rem;max-height:60vh;overflow-y:auto;margin:0;padding:.35rem;list-style:none;background:var(--q-bg);border:1px solid var(--q-border);border-radius:.6rem;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.q-picker-option{display:flex;align-items:flex-start;gap:.55rem;padding:.4rem .55rem;border-radius:.4rem;color:var(--q-text);text-decoration:none}
.q-picker-option:hover{background:var(--q-hover)}
.q-picker-option[aria-current]{color:var(--q-primary);font-weight:600}
.q-picker-option>.q-icon{margin-top:.2rem}
.q-picker-text{display:flex;flex-direction:column;min-width:0}
.q-picker-name{overflow-wrap:anywhere}
.q-picker-description{font-size:.75rem;font-weight:400;color:var(--q-muted)}
.q-picker-language .q-picker-list{left:auto;right:0}
.q-sidebar-menus{display:flex;flex-direction:column;gap:.5rem;margin:0 0 1.25rem}
.q-sidebar-menus .q-picker{font-size:.875rem}
.q-sidebar-menus .q-picker-button{display:flex;width:100%;max-width:none;border-radius:.6rem;padding:.45rem .7rem;color:var(--q-text)}
.q-sidebar-menus .q-picker-current{flex:1}
.q-sidebar-menus .q-picker-list{right:0;max-width:none}
/* Tags, icons, API method badges and root links in the navigation */
.q-nav-method{flex:none;min-width:2.6rem;padding:0 .3rem;font-size:.6rem;line-height:1.5;text-align:center;letter-spacing:.02em}
.q-tag{display:inline-block;margin-left:.4rem;padding:0 .4rem;border-radius:999px;font-size:.65rem;font-weight:650;line-height:1.5;letter-spacing:.02em;text-transform:uppercase;color:var(--q-primary);background:color-mix(in srgb,var(--q-primary) 12%,transparent);vertical-align:.1em;white-space:nowrap}
.q-nav-heading{display:flex;align-items:center;gap:.45rem}
.q-nav-heading .q-nav-root{padding:0;margin:0;font-weight:inherit;color:inherit}
.q-nav-summary .q-nav-root{padding:0;flex:1;background:none}
.q-tab .q-icon{margin-right:.4rem}
`;

// Icons drawn by CSS masks (Lucide shapes), one copy in the stylesheet instead of one per element.
const mask = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`)}")`;
const folderMask = mask("<path d='M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z'/>");
const fileMask = mask("<path d='M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z'/><path d='M14 2v4a2 2 0 0 0 2 2h4'/>");
const githubMask = mask("<path d='M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4'/><path d='M9 18c-4.51 2-5-2-7-2'/>");
const arrowMask = mask("<path d='M7 7h10v10'/><path d='M7 17 17 7'/>");
const chevronMask = mask("<path d='m6 9 6 6 6-6'/>");

/** The badge colors: background and text, light then dark. */
const badgeColors: Readonly<Record<string, readonly [string, string, string, string]>> = {
  gray: ['#f1f2f4', '#3f4651', '#2a2e35', '#c5cad3'],
  blue: ['#e3eafd', '#133a9a', '#07296a', '#7196f4'],
  green: ['#dcfce7', '#166534', '#0b3b20', '#6ee7a0'],
  yellow: ['#fef9c3', '#854d0e', '#3f2a06', '#fde047'],
  orange: ['#ffedd5', '#9a3412', '#43190a', '#fdba74'],
  red: ['#fee2e2', '#991b1b', '#450a0a', '#fca5a5'],
  purple: ['#f3e8ff', '#6b21a8', '#2e1065', '#d8b4fe'],
  white: ['#ffffff', '#1f2328', '#ffffff', '#1f2328'],
  surface: ['#f6f8fa', '#1f2328', '#1c2128', '#e6edf3'],
  'white-destructive': ['#ffffff', '#b91c1c', '#ffffff', '#b91c1c'],
  'surface-destructive': ['#f6f8fa', '#b91c1c', '#1c2128', '#f87171'],
};
const badgeLight = Object.entries(badgeColors).map(([name, [bg, fg]]) => `.q-badge-${name}{--q-badge-bg:${bg};--q-badge-fg:${fg}}`).join('\n');
const badgeDark = Object.entries(badgeColors).map(([name, [, , bg, fg]]) => `.q-badge-${name}{--q-badge-bg:${bg};--q-badge-fg:${fg}}`);
const dark = (rules: readonly string[]) => `${rules.map((r) => `html[data-theme="dark"] ${r}`).join('\n')}\n@media (prefers-color-scheme:dark){${rules.map((r) => `html:not([data-theme="light"]) ${r}`).join('')}}`;

/**
 * CSS for the platform's components beyond spec 2.4 (Badge, Panel, Tree, Color, View, Prompt, Tile,
 * GitHub.Repo, Columns) and the newer attributes of the others, on the renderer's `--qr-*` variables.
 */
export const platformComponentStyles = String.raw`
/* Badges */
.q-badge{display:inline-flex;align-items:center;gap:.3rem;width:fit-content;padding:.1rem .5rem;border-radius:.5rem;background:var(--q-badge-bg);color:var(--q-badge-fg);font-size:.8125rem;font-weight:500;line-height:1.5;vertical-align:baseline}
.q-badge-xs{padding:0 .35rem;font-size:.6875rem}
.q-badge-sm{padding:.05rem .4rem;font-size:.75rem}
.q-badge-lg{padding:.2rem .65rem;font-size:.9375rem}
.q-badge-pill{border-radius:999px}
.q-badge-stroke{background:transparent;box-shadow:inset 0 0 0 1px color-mix(in srgb,var(--q-badge-fg) 35%,transparent)}
.q-badge-disabled{opacity:.55;cursor:not-allowed}
${badgeLight}
${dark(badgeDark)}

/* Side panel */
.q-panel{margin:1.25rem 0;padding:1rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius)}
.q-panel>:first-child{margin-top:0}
.q-panel>:last-child{margin-bottom:0}

/* File trees */
.q-tree{margin:1.25rem 0;padding:.5rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius);font-size:.875rem;--tree-highlight:var(--qr-primary)}
.q-tree-list{margin:0;padding:0;list-style:none}
.q-tree-list .q-tree-list{margin-left:.8rem;padding-left:.6rem;border-left:1px solid var(--qr-border)}
.q-tree-list>li{margin:0;padding:0}
.q-tree-row{display:flex;align-items:center;gap:.45rem;padding:.2rem .4rem;border-radius:.4rem;color:var(--qr-fg)}
summary.q-tree-row{cursor:pointer;list-style:none}
summary.q-tree-row::-webkit-details-marker{display:none}
summary.q-tree-row:hover{background:color-mix(in srgb,var(--qr-fg) 5%,transparent)}
.q-tree-icon{flex:none;width:1rem;height:1rem;background:var(--qr-muted);-webkit-mask:${fileMask} center/contain no-repeat;mask:${fileMask} center/contain no-repeat}
.q-tree-folder>.q-tree-row>.q-tree-icon,.q-tree-folder>details>.q-tree-row>.q-tree-icon{-webkit-mask-image:${folderMask};mask-image:${folderMask}}
.q-tree-folder>.q-tree-row>.q-tree-name,.q-tree-folder>details>.q-tree-row>.q-tree-name{font-weight:500}
.q-tree-highlight>.q-tree-row,.q-tree-highlight>details>.q-tree-row{background:color-mix(in srgb,var(--tree-highlight) 12%,transparent);color:var(--tree-highlight)}
.q-tree-highlight .q-tree-row .q-tree-icon{background:var(--tree-highlight)}

/* Color palettes */
.q-color{margin:1.25rem 0}
.q-color-compact,.q-color-items{display:flex;flex-wrap:wrap;gap:1rem .5rem}
.q-color-row{display:grid;grid-template-columns:8rem minmax(0,1fr);gap:1rem;padding:.75rem 0;border-bottom:1px solid var(--qr-border)}
.q-color-row-title{font-weight:600;font-size:.875rem}
.q-color-item{display:flex;flex-direction:column;align-items:center;gap:.3rem;width:6.5rem;padding:0;border:0;background:none;color:var(--qr-fg);font:inherit;cursor:copy}
.q-color-swatch{width:100%;aspect-ratio:1;max-height:6.5rem;border:1px solid var(--qr-border);border-radius:.6rem;background:var(--q-swatch,transparent)}
.q-color-item.q-copied .q-color-swatch{outline:2px solid var(--qr-primary);outline-offset:2px}
.q-color-name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.8125rem;font-weight:500}
.q-color .q-color-value{padding:0;border:0;background:none;color:var(--qr-muted);font:.75rem var(--qr-mono)}
${dark(['.q-color-swatch{background:var(--q-swatch-dark,var(--q-swatch,transparent))}'])}

/* Views (one shown at a time once the page runtime has added the selector) */
.q-view{margin:1.25rem 0}
.q-view-title{display:flex;align-items:center;gap:.4rem;margin-bottom:.5rem;font-size:.875rem;font-weight:600;color:var(--qr-muted)}
.q-view[hidden]{display:none}
.q-view-ready>.q-view-title{display:none}
.q-view-bar{display:flex;justify-content:flex-end;margin:1rem 0}
.q-view-select{padding:.35rem 2rem .35rem .65rem;border:1px solid var(--qr-border);border-radius:.5rem;background:var(--qr-bg);color:var(--qr-fg);font:inherit;font-size:.875rem}

/* Prompts */
.q-prompt{margin:1.25rem 0;border:1px solid var(--qr-border);border-radius:var(--qr-radius)}
.q-prompt-head{display:flex;align-items:center;gap:.75rem;padding:.875rem 1rem}
.q-prompt-icon{display:flex;color:var(--qr-primary)}
.q-prompt-description{flex:1;margin:0;font-weight:500}
.q-prompt-actions{display:flex;gap:.5rem}
.q-prompt-copy,.q-prompt-cursor{padding:.3rem .75rem;border:1px solid var(--qr-border);border-radius:.5rem;background:var(--qr-bg);color:var(--qr-fg);font:inherit;font-size:.8125rem;font-weight:500;text-decoration:none;cursor:pointer}
.q-prompt-copy:hover,.q-prompt-cursor:hover{border-color:var(--qr-primary);color:var(--qr-primary)}
.q-prompt-copy.q-copied{border-color:var(--qr-primary);color:var(--qr-primary)}
.q-prompt-body{border-top:1px solid var(--qr-border)}
.q-prompt-body>summary{padding:.5rem 1rem;color:var(--qr-muted);font-size:.8125rem;cursor:pointer}
.q-prompt-content{padding:0 1rem .75rem;font-size:.9375rem}

/* Tiles and repository cards */
.q-tile{display:flex;flex-direction:column;gap:.5rem;margin:1.25rem 0;color:inherit;text-decoration:none}
.q-tile-preview{display:grid;place-items:center;height:10.5rem;overflow:hidden;border-radius:1rem;background:color-mix(in srgb,var(--qr-fg) 3%,var(--qr-bg)) radial-gradient(color-mix(in srgb,var(--qr-fg) 12%,transparent) 1px,transparent 1px) 0 0/1.5rem 1.5rem}
.q-tile-preview>p{margin:0}
.q-tile-preview img{display:block;max-width:100%;max-height:10.5rem}
.q-tile-caption{display:flex;flex-direction:column;align-items:center;text-align:center}
.q-tile-title{font-weight:600;font-size:.9375rem}
.q-tile-description{color:var(--qr-muted);font-size:.8125rem}
a.q-tile:hover .q-tile-title{color:var(--qr-primary)}
.q-card-group>.q-tile{margin:0}
.q-github-repo{display:flex;align-items:center;gap:.75rem;margin:1.25rem 0;padding:1rem 1.125rem;border:1px solid var(--qr-border);border-radius:var(--qr-radius);color:var(--qr-fg);text-decoration:none}
.q-github-repo-inset{background:color-mix(in srgb,var(--qr-fg) 3%,var(--qr-bg))}
.q-github-repo-flat{padding:.75rem 1rem}
a.q-github-repo:hover{border-color:var(--qr-primary)}
.q-github-repo-icon{flex:none;width:1.5rem;height:1.5rem;background:currentColor;-webkit-mask:${githubMask} center/contain no-repeat;mask:${githubMask} center/contain no-repeat}
.q-github-repo-text{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.q-github-repo-owner{color:var(--qr-muted)}
.q-github-repo-name{font-weight:600}
.q-github-repo-host{color:var(--qr-muted);font-size:.8125rem}

/* Columns, cards, steps, tabs, frames, tooltips and fields: newer attributes */
.q-column>:first-child{margin-top:0}
.q-column>:last-child{margin-bottom:0}
.q-card-arrow{position:absolute;top:1rem;right:1rem;width:1rem;height:1rem;background:var(--qr-muted);-webkit-mask:${arrowMask} center/contain no-repeat;mask:${arrowMask} center/contain no-repeat}
.q-card:has(>.q-card-body>.q-card-arrow){position:relative}
a.q-card:hover .q-card-arrow{background:var(--qr-primary)}
.q-step-title{position:relative}
.q-step-title>.q-heading-anchor{left:-1.5rem}
.q-step-title:hover>.q-heading-anchor{opacity:1}
.q-step{scroll-margin-top:5rem}
.q-tab-group-border{padding-bottom:1rem;border-bottom:1px solid var(--qr-border)}
.q-code-group-dropdown>.q-tab-list{position:relative;justify-content:flex-end;overflow:visible}
.q-code-group-dropdown>.q-tab-list>.q-tab-button[aria-selected="false"]{display:none}
.q-code-group-dropdown>.q-tab-list>.q-tab-button[aria-selected="true"]::after{content:"";width:.8rem;height:.8rem;background:currentColor;-webkit-mask:${chevronMask} center/contain no-repeat;mask:${chevronMask} center/contain no-repeat}
.q-code-group-dropdown>.q-tab-list:hover,.q-code-group-dropdown>.q-tab-list:focus-within{flex-direction:column;align-items:flex-end}
.q-code-group-dropdown>.q-tab-list:hover>.q-tab-button,.q-code-group-dropdown>.q-tab-list:focus-within>.q-tab-button{display:inline-flex}
.q-frame-hint{margin:1.25rem 0 .5rem;color:var(--qr-muted);font-size:.9375rem}
.q-frame-hint+.q-frame{margin-top:.5rem}
.q-tooltip-headline{display:block;margin-bottom:.15rem}
.q-field-label{padding:.05rem .45rem;border-radius:.375rem;background:color-mix(in srgb,var(--qr-primary) 10%,transparent);color:var(--qr-primary);font-size:.75rem;font-weight:500;line-height:1.6}
`;

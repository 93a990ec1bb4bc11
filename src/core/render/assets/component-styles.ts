import { asyncapiStyles } from '../asyncapi/asyncapi-styles.ts';
import { openapiStyles } from '../openapi/openapi-styles.ts';
import { playgroundStyles } from '../openapi/playground-styles.ts';
import { platformComponentStyles } from './platform-component-styles.ts';

// Icons drawn by CSS masks (one copy in the stylesheet instead of one per element).
const mask = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`)}")`;
const linkMask = mask("<path d='M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71'/><path d='M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'/>");
const copyMask = mask("<rect width='14' height='14' x='8' y='8' rx='2' ry='2'/><path d='M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'/>");
const checkMask = mask("<path d='M20 6 9 17l-5-5'/>");
const chevronMask = mask("<path d='m9 18 6-6-6-6'/>");
const arrowMask = mask("<path d='M5 12h14'/><path d='m12 5 7 7-7 7'/>");

/**
 * CSS for everything the renderer outputs. Colors come from the site's variables (`--q-primary`,
 * `--q-bg`, `--q-fg`, `--q-muted`, `--q-border`, `--q-code-bg`, with the shell's `--q-text` and
 * `--q-surface` as fallbacks), so light and dark mode follow the theme.
 */
export const componentStyles = String.raw`
:root{--qr-fg:var(--q-fg,var(--q-text,#1f2328));--qr-bg:var(--q-bg,#fff);--qr-muted:var(--q-muted,#59636e);--qr-border:var(--q-border,#e4e7eb);--qr-code-bg:var(--q-code-bg,var(--q-surface,#f6f8fa));--qr-primary:var(--q-primary,#0d9373);--qr-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;--qr-radius:.75rem}

/* Headings */
.q-heading{position:relative;scroll-margin-top:5rem}
.q-heading-anchor{position:absolute;left:-1.5rem;top:50%;width:1.25rem;height:1.25rem;margin-top:-.625rem;display:flex;align-items:center;justify-content:center;border-radius:.35rem;color:var(--qr-muted);opacity:0;transition:opacity .15s}
.q-heading-anchor::before{content:"";width:.8rem;height:.8rem;background:currentColor;-webkit-mask:${linkMask} center/contain no-repeat;mask:${linkMask} center/contain no-repeat}
.q-heading:hover>.q-heading-anchor,.q-heading-anchor:focus-visible{opacity:1}
.q-heading-anchor:hover{color:var(--qr-primary)}

/* Code blocks */
.q-code{position:relative;margin:1.25rem 0;border:1px solid var(--qr-border);border-radius:var(--qr-radius);background:var(--qr-code-bg);overflow:hidden}
.q-code-header{display:flex;align-items:center;min-height:2.5rem;padding:0 3rem 0 1rem;border-bottom:1px solid var(--qr-border);font-size:.8125rem;font-weight:500;color:var(--qr-muted)}
.q-code-title{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.q-code>.q-pre{margin:0;padding:1rem 1.125rem;border:0;border-radius:0;background:transparent;overflow-x:auto;font:.8125rem/1.7 var(--qr-mono);tab-size:2}
.q-code>.q-pre code{font:inherit;padding:0;border:0;background:none;color:var(--qr-fg)}
.q-code .q-line{display:inline-block;min-width:100%;margin:0 -1.125rem;padding:0 1.125rem}
.q-code .q-line-highlight{background:color-mix(in srgb,var(--qr-primary) 12%,transparent);box-shadow:inset 3px 0 var(--qr-primary)}
.q-code .q-line-add{background:var(--qr-hl-add-bg);box-shadow:inset 3px 0 #2da44e}
.q-code .q-line-remove{background:var(--qr-hl-del-bg);box-shadow:inset 3px 0 #cf222e;opacity:.8}
.q-code .q-line-error{background:color-mix(in srgb,#cf222e 14%,transparent)}
.q-code .q-line-warning{background:color-mix(in srgb,#bf8700 14%,transparent)}
.q-code-has-focus .q-line:not(.q-line-focus){opacity:.45;filter:blur(.6px);transition:opacity .2s,filter .2s}
.q-code-has-focus:hover .q-line{opacity:1;filter:none}
.q-code-lines>.q-pre code{counter-reset:q-line}
.q-code-lines .q-line{counter-increment:q-line}
.q-code-lines .q-line::before{content:counter(q-line);display:inline-block;width:2.25em;margin-right:1em;text-align:right;color:var(--qr-muted);opacity:.7;user-select:none}
.q-code-wrap>.q-pre{white-space:pre-wrap;overflow-wrap:anywhere}
.q-code-expandable:not(.q-code-expanded)>.q-pre{max-height:22rem;overflow:hidden;-webkit-mask-image:linear-gradient(#000 75%,transparent);mask-image:linear-gradient(#000 75%,transparent)}
.q-code-expand{display:block;width:100%;padding:.45rem;border:0;border-top:1px solid var(--qr-border);background:transparent;color:var(--qr-muted);font-size:.8125rem;cursor:pointer}
.q-code-expand:hover{color:var(--qr-fg)}
.q-code-icon{display:inline-flex;width:1rem;height:1rem;margin-right:.5rem}
.q-copy{position:absolute;top:.3rem;right:.35rem;z-index:1;display:flex;align-items:center;justify-content:center;width:2rem;height:2rem;padding:0;border:0;border-radius:.5rem;background:transparent;color:var(--qr-muted);cursor:pointer;opacity:0;transition:opacity .15s,color .15s}
.q-copy::before{content:"";width:1rem;height:1rem;background:currentColor;-webkit-mask:${copyMask} center/contain no-repeat;mask:${copyMask} center/contain no-repeat}
.q-copy.q-copied::before{-webkit-mask-image:${checkMask};mask-image:${checkMask}}
.q-copy.q-copied{color:var(--qr-primary);opacity:1}
.q-code:hover>.q-copy,.q-copy:focus-visible{opacity:1}
.q-copy:hover{color:var(--qr-fg);background:color-mix(in srgb,var(--qr-fg) 7%,transparent)}
.q-code{--qr-hl-keyword:#cf222e;--qr-hl-string:#0a3069;--qr-hl-comment:#6e7781;--qr-hl-number:#0550ae;--qr-hl-title:#8250df;--qr-hl-built:#953800;--qr-hl-tag:#116329;--qr-hl-add-bg:#dafbe1;--qr-hl-del-bg:#ffebe9}
html[data-theme="dark"] .q-code{--qr-hl-keyword:#ff7b72;--qr-hl-string:#a5d6ff;--qr-hl-comment:#8b949e;--qr-hl-number:#79c0ff;--qr-hl-title:#d2a8ff;--qr-hl-built:#ffa657;--qr-hl-tag:#7ee787;--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15)}
@media (prefers-color-scheme:dark){html:not([data-theme="light"]) .q-code{--qr-hl-keyword:#ff7b72;--qr-hl-string:#a5d6ff;--qr-hl-comment:#8b949e;--qr-hl-number:#79c0ff;--qr-hl-title:#d2a8ff;--qr-hl-built:#ffa657;--qr-hl-tag:#7ee787;--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15)}}
html[data-codeblocks="dark"] :is(.q-code,.q-code-group){--qr-code-bg:#0d1117;--qr-fg:#e6edf3;--qr-border:#30363d;--qr-hl-keyword:#ff7b72;--qr-hl-string:#a5d6ff;--qr-hl-comment:#8b949e;--qr-hl-number:#79c0ff;--qr-hl-title:#d2a8ff;--qr-hl-built:#ffa657;--qr-hl-tag:#7ee787;--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15);color:#e6edf3}
.hljs-keyword,.hljs-doctag,.hljs-template-tag,.hljs-template-variable,.hljs-type,.hljs-variable.language_{color:var(--qr-hl-keyword)}
.hljs-title,.hljs-title.class_,.hljs-title.function_{color:var(--qr-hl-title)}
.hljs-attr,.hljs-attribute,.hljs-literal,.hljs-meta,.hljs-number,.hljs-operator,.hljs-variable,.hljs-selector-attr,.hljs-selector-class,.hljs-selector-id,.hljs-section{color:var(--qr-hl-number)}
.hljs-regexp,.hljs-string,.hljs-meta .hljs-string{color:var(--qr-hl-string)}
.hljs-built_in,.hljs-symbol,.hljs-bullet{color:var(--qr-hl-built)}
.hljs-comment,.hljs-code,.hljs-formula{color:var(--qr-hl-comment)}
.hljs-name,.hljs-quote,.hljs-selector-tag,.hljs-selector-pseudo{color:var(--qr-hl-tag)}
.hljs-emphasis{font-style:italic}
.hljs-strong,.hljs-section{font-weight:600}
.hljs-addition{color:var(--qr-hl-tag);background:var(--qr-hl-add-bg)}
.hljs-deletion{color:var(--qr-hl-keyword);background:var(--qr-hl-del-bg)}

/* Tabs and code groups */
.q-tab-group,.q-code-group{margin:1.25rem 0}
.q-tab-list{display:flex;align-items:flex-end;gap:.25rem;overflow-x:auto;scrollbar-width:none;border-bottom:1px solid var(--qr-border)}
.q-tab-button{display:inline-flex;align-items:center;gap:.4rem;margin-bottom:-1px;padding:.55rem .75rem;border:0;border-bottom:2px solid transparent;background:none;color:var(--qr-muted);font:inherit;font-size:.875rem;font-weight:500;white-space:nowrap;cursor:pointer}
.q-tab-button:hover{color:var(--qr-fg)}
.q-tab-button[aria-selected="true"]{color:var(--qr-primary);border-bottom-color:var(--qr-primary)}
.q-tab-panel[hidden]{display:none}
.q-tab-group>.q-tab-panel{padding-top:.75rem}
.q-tab-panel:focus-visible{outline:2px solid var(--qr-primary);outline-offset:2px}
.q-tab-panel>:first-child{margin-top:0}
.q-tab-panel>:last-child{margin-bottom:0}
.q-code-group{border:1px solid var(--qr-border);border-radius:var(--qr-radius);background:var(--qr-code-bg);overflow:hidden}
.q-code-group>.q-tab-list{padding:0 .5rem;background:color-mix(in srgb,var(--qr-fg) 3%,var(--qr-code-bg))}
.q-code-group>.q-tab-list>.q-tab-button{font-size:.8125rem;padding:.6rem .65rem}
.q-code-group>.q-tab-panel>.q-code{margin:0;border:0;border-radius:0}
.q-tab-standalone{margin:1.25rem 0}
.q-tab-standalone-title{display:flex;align-items:center;gap:.4rem;margin-bottom:.5rem;font-size:.875rem;font-weight:600;color:var(--qr-muted)}

/* Callouts */
.q-callout{--q-callout-color:#0ea5e9;display:flex;gap:.75rem;margin:1.25rem 0;padding:.875rem 1rem;border:1px solid color-mix(in srgb,var(--q-callout-color) 28%,transparent);border-radius:var(--qr-radius);background:color-mix(in srgb,var(--q-callout-color) 8%,var(--qr-bg));font-size:.9375rem;line-height:1.65}
.q-callout-icon{display:flex;flex:none;width:1.125rem;height:1.125rem;margin-top:.2rem;color:var(--q-callout-color)}
.q-callout-icon>svg,.q-callout-icon>.q-icon{width:100%;height:100%}
.q-callout-content{flex:1;min-width:0}
.q-callout-content>:first-child{margin-top:0}
.q-callout-content>:last-child{margin-bottom:0}
.q-callout.q-inline{display:inline-flex;align-items:baseline;gap:.35rem;margin:0 .1em;padding:.05em .5em;border-radius:.4rem;font-size:.95em;vertical-align:baseline}
.q-callout.q-inline>.q-callout-icon{align-self:center;width:.9em;height:.9em;margin:0}
.q-callout-note{--q-callout-color:#0ea5e9}
.q-callout-info{--q-callout-color:#64748b}
.q-callout-tip{--q-callout-color:#10b981}
.q-callout-warning{--q-callout-color:#f59e0b}
.q-callout-check{--q-callout-color:#16a34a}
.q-callout-danger{--q-callout-color:#ef4444}
.q-callout-callout{--q-callout-color:var(--qr-primary)}

/* Steps */
.q-steps{margin:1.5rem 0;padding:0;list-style:none}
.q-step{position:relative;display:flex;gap:1rem;padding-bottom:1.75rem}
.q-step::before{content:"";position:absolute;left:.875rem;top:2.25rem;bottom:.5rem;width:1px;background:var(--qr-border)}
.q-step:last-child{padding-bottom:.25rem}
.q-step:last-child::before{display:none}
.q-step-marker{display:flex;flex:none;align-items:center;justify-content:center;width:1.75rem;height:1.75rem;border-radius:999px;background:color-mix(in srgb,var(--qr-fg) 7%,var(--qr-bg));color:var(--qr-fg);font-size:.8125rem;font-weight:600}
.q-step-number:empty::before{content:"";display:block;width:.4rem;height:.4rem;border-radius:999px;background:currentColor}
.q-step-body{flex:1;min-width:0;padding-top:.1rem}
.q-step-title{margin:0 0 .5rem;font-size:1rem;font-weight:600;line-height:1.5;color:var(--qr-fg)}
h2.q-step-title{font-size:1.25rem}
h3.q-step-title{font-size:1.1rem}
.q-step-content>:first-child{margin-top:0}
.q-step-content>:last-child{margin-bottom:0}
.q-steps-extra{margin:0 0 1rem 2.75rem}

/* Accordions and expandables */
.q-chevron{flex:none;width:.85rem;height:.85rem;background:currentColor;color:var(--qr-muted);-webkit-mask:${chevronMask} center/contain no-repeat;mask:${chevronMask} center/contain no-repeat;transition:transform .15s}
details[open]>summary>.q-chevron{transform:rotate(90deg)}
.q-accordion{margin:.75rem 0;border:1px solid var(--qr-border);border-radius:var(--qr-radius);background:var(--qr-bg)}
.q-accordion-summary{display:flex;align-items:center;gap:.75rem;padding:.85rem 1rem;cursor:pointer;list-style:none;font-weight:500;color:var(--qr-fg)}
.q-accordion-summary::-webkit-details-marker,.q-expandable-summary::-webkit-details-marker{display:none}
.q-accordion-summary:hover{background:color-mix(in srgb,var(--qr-fg) 3%,transparent)}
.q-accordion-heading{display:flex;flex-direction:column;min-width:0}
.q-accordion-title{overflow-wrap:anywhere}
.q-accordion-description{font-size:.875rem;font-weight:400;color:var(--qr-muted)}
.q-accordion-content{padding:0 1rem 1rem 2.6rem}
.q-accordion-content>:first-child{margin-top:0}
.q-accordion-content>:last-child{margin-bottom:0}
.q-accordion-group{margin:1.25rem 0;border:1px solid var(--qr-border);border-radius:var(--qr-radius);overflow:hidden}
.q-accordion-group>.q-accordion{margin:0;border:0;border-radius:0;border-bottom:1px solid var(--qr-border)}
.q-accordion-group>.q-accordion:last-child{border-bottom:0}
.q-expandable{margin-top:.75rem;border:1px solid var(--qr-border);border-radius:.6rem}
.q-expandable-summary{display:flex;align-items:center;gap:.35rem;padding:.4rem .75rem;cursor:pointer;list-style:none;font-size:.8125rem;color:var(--qr-muted)}
.q-expandable-summary:hover{color:var(--qr-fg)}
.q-expandable:not([open])>summary>.q-expandable-hide,.q-expandable[open]>summary>.q-expandable-show{display:none}
.q-expandable-title{font-weight:500}
.q-expandable[open]>summary{border-bottom:1px solid var(--qr-border)}
.q-expandable-content{padding:0 1rem}
.q-expandable-content>.q-field:last-child{border-bottom:0}

/* Cards */
.q-card{display:flex;flex-direction:column;margin:1rem 0;border:1px solid var(--qr-border);border-radius:1rem;background:var(--qr-bg);overflow:hidden;color:inherit;text-decoration:none;transition:border-color .15s,box-shadow .15s}
.q-card.q-card-link{color:inherit;text-decoration:none}
.q-card.q-card-link:hover{border-color:var(--qr-primary);box-shadow:0 4px 18px color-mix(in srgb,var(--qr-primary) 12%,transparent)}
.q-card-img{display:block;width:100%;max-height:14rem;object-fit:cover;border-radius:0!important}
.q-card-body{display:flex;flex-direction:column;gap:.75rem;padding:1.25rem 1.5rem}
.q-card-horizontal>.q-card-body{flex-direction:row;align-items:center;gap:1rem;padding:1rem 1.25rem}
.q-card-icon{display:flex;color:var(--qr-primary);font-size:1.5rem;line-height:1}
.q-card-icon img.q-icon{width:1.5rem;height:1.5rem}
.q-card-text{display:flex;flex-direction:column;min-width:0}
.q-card-title{margin:0;font-size:1rem;font-weight:600;line-height:1.4;color:var(--qr-fg)}
.q-card-content{margin-top:.25rem;color:var(--qr-muted);font-size:.9375rem;line-height:1.6}
.q-card-content>:first-child{margin-top:0}
.q-card-content>:last-child{margin-bottom:0}
.q-card-cta{display:inline-flex;align-items:center;gap:.35rem;margin-top:.75rem;color:var(--qr-primary);font-size:.875rem;font-weight:600}
.q-card-cta::after{content:"";width:.85rem;height:.85rem;background:currentColor;-webkit-mask:${arrowMask} center/contain no-repeat;mask:${arrowMask} center/contain no-repeat}
.q-card-group{display:grid;grid-template-columns:repeat(var(--q-cols,2),minmax(0,1fr));gap:1rem;margin:1.25rem 0}
.q-card-group>.q-card{margin:0}
@media (max-width:640px){.q-card-group{grid-template-columns:minmax(0,1fr)}}

/* Parameter and response fields */
.q-field{padding:1rem 0;border-bottom:1px solid var(--qr-border)}
.q-param-field,.q-response-field{scroll-margin-top:5rem}
.q-field-head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-size:.875rem}
.q-field .q-field-name{padding:0;border:0;background:none;color:var(--qr-primary);font:600 .875rem var(--qr-mono)}
.q-field-location,.q-field-type{padding:.05rem .45rem;border-radius:.375rem;background:color-mix(in srgb,var(--qr-fg) 6%,transparent);color:var(--qr-muted);font:.75rem/1.6 var(--qr-mono)}
.q-field-badge{padding:.05rem .45rem;border-radius:.375rem;font-size:.75rem;font-weight:500;line-height:1.6}
.q-field-required{background:color-mix(in srgb,#ef4444 12%,transparent);color:#dc2626}
.q-field-optional{background:color-mix(in srgb,var(--qr-fg) 6%,transparent);color:var(--qr-muted)}
.q-field-deprecated{background:color-mix(in srgb,#f59e0b 14%,transparent);color:#b45309}
.q-field-default{color:var(--qr-muted);font-size:.8125rem}
.q-field .q-field-default code{padding:.05rem .35rem;font-size:.75rem}
.q-field-body{margin-top:.5rem;font-size:.9375rem;line-height:1.65}
.q-field-body>:first-child{margin-top:0}
.q-field-body>:last-child{margin-bottom:0}

/* Frames, tooltips, updates, icons */
.q-frame{margin:1.25rem 0;padding:.5rem;border:1px solid var(--qr-border);border-radius:1rem;background:color-mix(in srgb,var(--qr-fg) 3%,var(--qr-bg))}
.q-frame-content{display:flex;flex-direction:column;align-items:center;overflow:hidden;border-radius:.6rem}
.q-frame-content>p{margin:0}
.q-frame-content img,.q-frame-content video,.q-frame-content iframe{display:block;max-width:100%;height:auto;margin:0 auto;border-radius:.6rem}
.q-frame-caption{padding:.5rem .5rem .25rem;text-align:center;font-size:.875rem;color:var(--qr-muted)}
.q-frame.q-inline{display:inline-block;margin:0;padding:.25rem;vertical-align:middle}
.q-tooltip{position:relative;border-bottom:1px dashed var(--qr-muted);cursor:help}
.q-tooltip-trigger{color:inherit}
.q-tooltip-bubble{position:absolute;bottom:calc(100% + .4rem);left:50%;z-index:20;width:max-content;max-width:18rem;padding:.4rem .65rem;border-radius:.5rem;background:var(--qr-fg);color:var(--qr-bg);font-size:.8125rem;font-weight:400;line-height:1.45;text-align:left;opacity:0;visibility:hidden;transform:translateX(-50%);transition:opacity .12s;pointer-events:none}
.q-tooltip:hover>.q-tooltip-bubble,.q-tooltip:focus>.q-tooltip-bubble,.q-tooltip:focus-within>.q-tooltip-bubble{opacity:1;visibility:visible;pointer-events:auto}
.q-tooltip-cta{margin-left:.4rem;color:inherit;font-weight:600}
.q-update{display:grid;grid-template-columns:10rem minmax(0,1fr);gap:2rem;padding:2rem 0;border-bottom:1px solid var(--qr-border);scroll-margin-top:5rem}
.q-update-meta{position:sticky;top:5rem;align-self:start;display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}
.q-update-label{padding:.15rem .65rem;border-radius:999px;background:color-mix(in srgb,var(--qr-primary) 12%,transparent);color:var(--qr-primary);font-size:.8125rem;font-weight:600}
.q-update-description{color:var(--qr-muted);font-size:.875rem}
.q-update-tag{padding:.05rem .5rem;border:1px solid var(--qr-border);border-radius:999px;color:var(--qr-muted);font-size:.75rem}
.q-update-content>:first-child{margin-top:0}
@media (max-width:768px){.q-update{grid-template-columns:minmax(0,1fr);gap:1rem}.q-update-meta{position:static;flex-direction:row;flex-wrap:wrap;align-items:center}}
.q-icon{display:inline-flex;width:1em;height:1em;flex:none;vertical-align:-.125em}
.q-icon>svg{width:100%;height:100%}
span.q-icon[data-icon]:empty{border:1.5px solid currentColor;border-radius:999px;opacity:.45}
/* Diagrams: the source until the diagram script has drawn the SVG, then the SVG; the source again with the parser's message when it does not parse */
.q-mermaid{margin:1.25rem 0}
.q-mermaid-drawn>.q-mermaid-source{display:none}
.q-mermaid-svg{display:flex;justify-content:center;overflow-x:auto}
.q-mermaid-svg>svg{max-width:100%;height:auto}
.q-mermaid-error{margin:.5rem 0 0;color:#e5484d;font-size:.875rem;white-space:pre-wrap}
/* Math: KaTeX's MathML, laid out by the browser with the system's math font */
.q-math math{font-family:"STIX Two Math","Cambria Math","Latin Modern Math",math,serif;font-size:1.1em}
.q-math-display{display:block;margin:1rem 0;overflow-x:auto;overflow-y:hidden;text-align:center}
.q-math-source code{color:var(--qr-muted)}

/* What could not be shown */
.q-unknown{position:relative;display:block;margin:1rem 0;padding:1.6rem .85rem .85rem;border:1px dashed color-mix(in srgb,var(--qr-muted) 55%,transparent);border-radius:.6rem}
.q-unknown>.q-unknown-label{position:absolute;top:.4rem;left:.7rem;color:var(--qr-muted);font:500 .6875rem/1 var(--qr-mono);letter-spacing:.02em}
span.q-unknown{display:inline;margin:0;padding:0 .3rem;border-radius:.35rem}
span.q-unknown>.q-unknown-label{position:static;margin-right:.3rem}
.q-runtime-only{display:flex;flex-direction:column;gap:.3rem;margin:1rem 0;padding:.85rem 1rem;border:1px dashed color-mix(in srgb,var(--qr-primary) 55%,transparent);border-radius:.6rem;background:color-mix(in srgb,var(--qr-primary) 5%,transparent);color:var(--qr-muted);font-size:.875rem}
.q-runtime-only-label{color:var(--qr-fg);font:500 .75rem/1.2 var(--qr-mono)}
span.q-runtime-only{display:inline-flex;flex-direction:row;margin:0;padding:0 .35rem;border-radius:.35rem}
.q-unsupported{padding:0 .25em;border-radius:.3rem;background:color-mix(in srgb,var(--qr-muted) 10%,transparent);color:var(--qr-muted);font-family:var(--qr-mono);font-size:.85em}
div.q-unsupported{margin:1rem 0;padding:.5rem .75rem;white-space:pre-wrap}
.q-link-removed{text-decoration:line-through dotted;color:var(--qr-muted)}
.q-as-pre{white-space:pre}
.q-parse-error{margin:1.5rem 0;padding:1rem 1.25rem;border:1px solid color-mix(in srgb,#ef4444 40%,transparent);border-radius:var(--qr-radius);background:color-mix(in srgb,#ef4444 7%,var(--qr-bg))}
.q-parse-error-title{margin:0 0 .5rem;color:#dc2626;font-weight:600}
.q-parse-error-message{margin:0 0 .75rem}
.q-parse-error-excerpt{margin:0;padding:.75rem 1rem;overflow-x:auto;border-radius:.5rem;background:var(--qr-code-bg);font:.8125rem/1.6 var(--qr-mono)}
${openapiStyles}
${asyncapiStyles}
${playgroundStyles}
${platformComponentStyles}
`;

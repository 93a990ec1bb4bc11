import { navStyles } from './nav-styles.ts';

/**
 * The shell's CSS: sticky top bar with tabs, an 18rem sidebar, a centred content column, a TOC
 * column from 1280px, and below 768px a single column whose sidebar is a drawer (opened by the
 * `#q-sidebar` link, so it works without scripts too). Colors come from the variables of theme-css.
 */
export const shellStyles = String.raw`
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{--q-topbar-h:3.75rem;-webkit-text-size-adjust:100%;scroll-padding-top:calc(var(--q-topbar-h) + 1rem)}
html.q-has-tabs{--q-topbar-h:6.5rem}
body{margin:0;background:var(--q-bg);color:var(--q-text);font:16px/1.7 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
a{color:inherit}
.q-icon{display:inline-block;width:1em;height:1em;flex:none;vertical-align:-.125em}
img.q-icon{object-fit:contain}
.q-skip{position:absolute;left:-999px;top:.5rem;z-index:100;padding:.5rem 1rem;background:var(--q-bg);border:1px solid var(--q-border);border-radius:.5rem}
.q-skip:focus{left:.5rem}
.q-background{position:fixed;inset:0;z-index:-1;width:100%;height:100%;object-fit:cover;pointer-events:none}
.q-background-dark{display:none}
html[data-theme="dark"] .q-background-light{display:none}
html[data-theme="dark"] .q-background-dark{display:block}
@media (prefers-color-scheme:dark){html:not([data-theme="light"]) .q-background-light{display:none}html:not([data-theme="light"]) .q-background-dark{display:block}}
/* Background decorations: drawn behind everything from the theme's colors, fading out down the page */
.q-decoration{position:fixed;inset:0;z-index:-1;pointer-events:none}
.q-decoration-gradient{background:radial-gradient(70rem 32rem at 50% -12rem,color-mix(in srgb,var(--q-primary) 24%,transparent),transparent 75%)}
.q-decoration-grid{background-image:linear-gradient(to right,var(--q-border) 1px,transparent 1px),linear-gradient(to bottom,var(--q-border) 1px,transparent 1px);background-size:2.5rem 2.5rem;-webkit-mask-image:linear-gradient(to bottom,#000,transparent 32rem);mask-image:linear-gradient(to bottom,#000,transparent 32rem)}
.q-decoration-windows{background-image:linear-gradient(to right,var(--q-border) 1px,transparent 1px),linear-gradient(to bottom,var(--q-border) 1px,transparent 1px),radial-gradient(50rem 24rem at 80% -6rem,color-mix(in srgb,var(--q-primary) 16%,transparent),transparent 75%);background-size:14rem 9rem,14rem 9rem,100% 100%;background-position:-1px -1px,-1px -1px,0 0;-webkit-mask-image:linear-gradient(to bottom,#000,transparent 40rem);mask-image:linear-gradient(to bottom,#000,transparent 40rem)}
/* Banner: above the top bar, scrolls away with the page */
.q-banner{--q-banner-tint:var(--q-primary);position:relative;display:flex;align-items:center;justify-content:center;padding:.5rem 3.25rem;background:var(--q-banner-bg-light,color-mix(in srgb,var(--q-banner-tint) 14%,var(--q-bg)));border-bottom:1px solid color-mix(in srgb,var(--q-banner-tint) 30%,transparent);color:var(--q-banner-fg-light,var(--q-text));font-size:.875rem;line-height:1.5;text-align:center}
.q-banner-warning{--q-banner-tint:#f59e0b}
.q-banner-critical{--q-banner-tint:#e5484d}
html[data-theme="dark"] .q-banner{background:var(--q-banner-bg-dark,color-mix(in srgb,var(--q-banner-tint) 14%,var(--q-bg)));color:var(--q-banner-fg-dark,var(--q-text))}
@media (prefers-color-scheme:dark){html:not([data-theme="light"]) .q-banner{background:var(--q-banner-bg-dark,color-mix(in srgb,var(--q-banner-tint) 14%,var(--q-bg)));color:var(--q-banner-fg-dark,var(--q-text))}}
.q-banner-content p{margin:0}
.q-banner-content a{color:inherit;font-weight:600;text-underline-offset:2px}
.q-banner-content code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875em}
.q-banner-dismiss{position:absolute;right:.75rem;top:50%;transform:translateY(-50%);align-items:center;justify-content:center;width:1.75rem;height:1.75rem;border:0;border-radius:.4rem;background:transparent;color:inherit;opacity:.7;cursor:pointer}
.q-banner-dismiss:hover{opacity:1;background:var(--q-hover)}
html[data-banner-dismissed] .q-banner{display:none}
.q-js-only{display:none!important}
html.q-js .q-js-only{display:inline-flex!important}

/* Top bar */
.q-topbar{position:sticky;top:0;z-index:30;background:color-mix(in srgb,var(--q-bg) 88%,transparent);backdrop-filter:saturate(180%) blur(12px);-webkit-backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid var(--q-border)}
.q-topbar-row{display:flex;align-items:center;gap:.75rem;height:3.75rem;max-width:92rem;margin:0 auto;padding:0 1.5rem}
.q-topbar-spacer{flex:1}
.q-logo{display:inline-flex;align-items:center;gap:.5rem;text-decoration:none;font-weight:650;font-size:1.05rem;min-width:0}
.q-logo-img{height:1.75rem;width:auto;max-width:12rem;display:block}
.q-logo-dark{display:none}
html[data-theme="dark"] .q-logo-light{display:none}
html[data-theme="dark"] .q-logo-dark{display:block}
@media (prefers-color-scheme:dark){html:not([data-theme="light"]) .q-logo-light{display:none}html:not([data-theme="light"]) .q-logo-dark{display:block}}
.q-topbar-links{display:flex;gap:1.25rem;list-style:none;margin:0;padding:0;font-size:.875rem}
.q-topbar-link{display:inline-flex;align-items:center;gap:.4rem;color:var(--q-muted);text-decoration:none;font-weight:500}
.q-topbar-link:hover{color:var(--q-text)}
.q-cta{display:inline-flex;align-items:center;gap:.45rem;padding:.4rem .95rem;border-radius:999px;background:var(--q-button);color:#fff;font-size:.875rem;font-weight:600;text-decoration:none;white-space:nowrap}
.q-cta:hover{filter:brightness(1.08)}
.q-cta-github{background:transparent;color:var(--q-text);border:1px solid var(--q-border)}
.q-cta-github:hover{background:var(--q-hover);filter:none}
.q-cta-stars{color:var(--q-muted);font-weight:500;padding-left:.45rem;border-left:1px solid var(--q-border)}
.q-mode-toggle,.q-menu-button,.q-drawer-close{align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border:1px solid var(--q-border);border-radius:.6rem;background:transparent;color:var(--q-muted);cursor:pointer;font-size:1rem}
.q-mode-toggle:hover,.q-menu-button:hover,.q-drawer-close:hover{color:var(--q-text);background:var(--q-hover)}
.q-mode-toggle .q-mode-sun{display:none}
html[data-theme="dark"] .q-mode-toggle .q-mode-sun{display:inline-block}
html[data-theme="dark"] .q-mode-toggle .q-mode-moon{display:none}
@media (prefers-color-scheme:dark){html:not([data-theme="light"]) .q-mode-toggle .q-mode-sun{display:inline-block}html:not([data-theme="light"]) .q-mode-toggle .q-mode-moon{display:none}}
.q-menu-button,.q-drawer-close{display:none}
.q-versions{position:relative;font-size:.8125rem}
.q-versions-button{display:inline-flex;align-items:center;gap:.35rem;padding:.2rem .6rem;border:1px solid var(--q-border);border-radius:999px;cursor:pointer;list-style:none;color:var(--q-muted);font-weight:600}
.q-versions-button::-webkit-details-marker{display:none}
.q-versions-list{position:absolute;top:calc(100% + .35rem);left:0;z-index:40;min-width:8rem;margin:0;padding:.35rem;list-style:none;background:var(--q-bg);border:1px solid var(--q-border);border-radius:.6rem;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.q-version-option{display:block;padding:.3rem .6rem;border-radius:.4rem;text-decoration:none}
.q-version-option:hover{background:var(--q-hover)}
.q-version-option[aria-current]{color:var(--q-primary);font-weight:600}
.q-tabs{max-width:92rem;margin:0 auto;padding:0 1.5rem;overflow-x:auto;scrollbar-width:none}
.q-tabs ul{display:flex;gap:1.75rem;list-style:none;margin:0;padding:0;height:2.75rem;align-items:stretch}
.q-tab{display:flex;align-items:center;white-space:nowrap;font-size:.875rem;font-weight:500;color:var(--q-muted);text-decoration:none;border-bottom:2px solid transparent}
.q-tab:hover{color:var(--q-text)}
.q-tab-active{color:var(--q-text);font-weight:600;border-bottom-color:var(--q-primary)}

/* Layout */
.q-layout{display:grid;grid-template-columns:18rem minmax(0,1fr);max-width:92rem;margin:0 auto}
.q-sidebar{position:sticky;top:var(--q-topbar-h);height:calc(100vh - var(--q-topbar-h));overflow-y:auto;padding:1.5rem 1rem 3rem 1.5rem;font-size:.875rem;border-right:1px solid var(--q-border)}
.q-main{min-width:0;padding:2.5rem 2.5rem 4rem}
.q-article{max-width:48rem;margin:0 auto}
.q-toc{display:none}
/* Page modes: the sidebar's column goes with the sidebar; custom and frame give the content the whole width */
html[data-page-mode=custom] .q-layout,html[data-page-mode=center] .q-layout{grid-template-columns:minmax(0,1fr)}
html[data-page-mode=custom] .q-main,html[data-page-mode=frame] .q-main{padding:0}
html[data-page-mode=custom] .q-article,html[data-page-mode=frame] .q-article{max-width:none}
.q-last-updated{margin:2.5rem 0 0;font-size:.8125rem;color:var(--q-muted)}
@media (min-width:1280px){
html:not([data-page-mode]) .q-layout{grid-template-columns:18rem minmax(0,1fr) 15rem}
.q-toc{display:block;position:sticky;top:var(--q-topbar-h);height:calc(100vh - var(--q-topbar-h));overflow-y:auto;padding:2.5rem 1.5rem 2rem 0;font-size:.8125rem}
}

/* Sidebar */
.q-anchors,.q-sidebar-links{list-style:none;margin:0 0 1.25rem;padding:0}
.q-sidebar-links{display:none}
.q-anchor-link{display:flex;align-items:center;gap:.7rem;padding:.3rem .25rem;border-radius:.5rem;color:var(--q-muted);text-decoration:none;font-weight:500}
.q-anchor-link:hover{color:var(--q-text)}
.q-anchor-active{color:var(--q-primary);font-weight:600}
.q-anchor-badge{display:inline-flex;align-items:center;justify-content:center;width:1.6rem;height:1.6rem;border-radius:.45rem;font-size:.8rem;color:var(--q-primary);background:color-mix(in srgb,var(--q-primary) 12%,transparent);border:1px solid color-mix(in srgb,var(--q-primary) 20%,transparent)}
.q-anchor-badge[style]{color:#fff;border-color:transparent}
.q-nav-section{margin-bottom:1.5rem}
.q-nav-heading{margin:0 0 .4rem .6rem;font-size:.75rem;font-weight:650;letter-spacing:.02em;color:var(--q-text)}
.q-nav-list{list-style:none;margin:0;padding:0}
.q-nav-list .q-nav-list{margin-left:.75rem;padding-left:.5rem;border-left:1px solid var(--q-border)}
.q-nav-link,.q-nav-summary{display:flex;align-items:center;gap:.5rem;padding:.32rem .6rem;border-radius:.5rem;color:var(--q-muted);text-decoration:none;line-height:1.4}
.q-nav-link:hover,.q-nav-summary:hover{color:var(--q-text);background:var(--q-hover)}
.q-nav-active,.q-nav-active:hover{color:var(--q-primary);background:color-mix(in srgb,var(--q-primary) 10%,transparent);font-weight:600}
.q-nav-summary{cursor:pointer;list-style:none;justify-content:space-between}
.q-nav-summary::-webkit-details-marker{display:none}
.q-nav-caret{font-size:.7rem;transition:transform .15s}
.q-nav-drilldown{color:inherit;text-decoration:none}
.q-nav-group[open]>.q-nav-summary .q-nav-caret{transform:rotate(90deg)}

/* Page */
.q-page-header{margin-bottom:2rem}
.q-eyebrow{margin:0 0 .35rem;color:var(--q-primary);font-size:.875rem;font-weight:600}
.q-breadcrumbs ol{display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none}
.q-breadcrumbs li+li::before{content:"/";margin:0 .4rem;color:var(--q-muted);font-weight:400}
.q-page-title{margin:0;font-size:2rem;line-height:1.25;letter-spacing:-.02em}
.q-page-description{margin:.5rem 0 0;font-size:1.125rem;color:var(--q-muted)}
/* Page content cannot paint outside its box (beyond the heading anchors' margin): containment makes it the box of position:fixed too, so no overlay covers the site */
.q-content{overflow-wrap:break-word;contain:layout paint;overflow-clip-margin:2rem}
.q-content h2{margin:2.5rem 0 .75rem;font-size:1.5rem;line-height:1.3;letter-spacing:-.01em}
.q-content h3{margin:2rem 0 .5rem;font-size:1.2rem;line-height:1.35}
.q-content a{color:var(--q-primary);text-decoration-thickness:1px;text-underline-offset:2px}
.q-content img,.q-content video,.q-content iframe{max-width:100%;height:auto;border-radius:.75rem}
.q-content pre{overflow-x:auto;padding:1rem 1.1rem;border-radius:.75rem;background:var(--q-surface);border:1px solid var(--q-border);font-size:.85rem;line-height:1.6}
.q-content code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875em}
.q-content :not(pre)>code{padding:.1rem .35rem;border-radius:.35rem;background:var(--q-surface);border:1px solid var(--q-border)}
.q-content table{display:block;overflow-x:auto;border-collapse:collapse;font-size:.9rem}
.q-content th,.q-content td{padding:.5rem .75rem;border-bottom:1px solid var(--q-border);text-align:left}
.q-content blockquote{margin:1.5rem 0;padding:0 1rem;border-left:3px solid var(--q-border);color:var(--q-muted)}
.q-content hr{border:0;border-top:1px solid var(--q-border);margin:2rem 0}
.q-feedback{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:3rem}
.q-feedback-button{display:inline-flex;align-items:center;gap:.45rem;padding:.4rem .8rem;border:1px solid var(--q-border);border-radius:.6rem;color:var(--q-muted);font-size:.875rem;text-decoration:none}
.q-feedback-button:hover{color:var(--q-text);background:var(--q-hover)}
.q-pager{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin-top:2.5rem}
.q-pager-link{display:flex;flex-direction:column;gap:.15rem;padding:.9rem 1.1rem;border:1px solid var(--q-border);border-radius:.75rem;text-decoration:none}
.q-pager-link:hover{border-color:var(--q-primary)}
.q-pager-next{grid-column:2;text-align:right}
.q-pager-label{font-size:.8rem;color:var(--q-muted)}
.q-pager-title{font-weight:600;color:var(--q-primary)}
.q-toc-title{margin:0 0 .6rem;font-weight:650;color:var(--q-text)}
.q-toc-list{list-style:none;margin:0;padding:0;border-left:1px solid var(--q-border)}
.q-toc-item a{display:block;padding:.25rem 0 .25rem .9rem;margin-left:-1px;border-left:1px solid transparent;color:var(--q-muted);text-decoration:none;line-height:1.45}
.q-toc-depth-3 a{padding-left:1.75rem}
.q-toc-item a:hover{color:var(--q-text)}
.q-toc-item a.q-toc-active{color:var(--q-primary);border-left-color:var(--q-primary)}
.q-footer{max-width:48rem;margin:4rem auto 0;padding-top:1.5rem;border-top:1px solid var(--q-border);display:flex;align-items:center;justify-content:space-between;gap:1rem;color:var(--q-muted);font-size:.875rem}
.q-footer{flex-wrap:wrap}
.q-footer-name{margin:0}
.q-footer-links{flex:1 0 100%;display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:1.5rem;margin-bottom:1.5rem}
.q-footer-header{margin:0 0 .5rem;font-weight:600;color:var(--q-text)}
.q-footer-column ul{list-style:none;margin:0;padding:0}
.q-footer-link{color:var(--q-muted);text-decoration:none;line-height:2}
.q-footer-link:hover{color:var(--q-text)}
.q-socials{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.q-social{color:var(--q-muted);font-size:1.1rem}
.q-social:hover{color:var(--q-text)}
.q-error-panel{padding:1rem 1.25rem;border:1px solid #e5484d;border-radius:.75rem;background:color-mix(in srgb,#e5484d 8%,transparent)}
.q-error-title{margin:0 0 .5rem;font-weight:600;color:#e5484d}
.q-error-list{margin:0;padding-left:1.25rem;font-size:.9rem}

/* Phone */
@media (max-width:767px){
html.q-has-tabs{--q-topbar-h:6.25rem}
.q-topbar-row{padding:0 1rem;gap:.5rem}
.q-logo{flex:0 1 auto;overflow:hidden}
.q-logo-img{max-width:100%;height:1.5rem;object-fit:contain;object-position:left center}
.q-topbar-links,.q-cta-repo{display:none}
.q-menu-button{display:inline-flex}
.q-tabs{padding:0 1rem}
.q-layout{display:block}
.q-sidebar{position:fixed;inset:0 auto 0 0;z-index:50;width:min(20rem,86vw);height:100%;padding-top:1rem;background:var(--q-bg);border-right:1px solid var(--q-border);box-shadow:0 0 40px rgba(0,0,0,.25);transform:translateX(-105%);transition:transform .2s ease;visibility:hidden}
.q-sidebar:target,html.q-drawer-open .q-sidebar{transform:none;visibility:visible}
.q-drawer-close{display:flex;margin:0 0 1rem auto}
.q-sidebar-links{display:block}
.q-main{padding:1.75rem 1.1rem 3rem}
.q-page-title{font-size:1.65rem}
.q-pager{grid-template-columns:1fr}
.q-pager-next{grid-column:1}
.q-footer{flex-direction:column-reverse;align-items:flex-start}
.q-footer-links{order:1;flex-basis:auto;width:100%}
.q-banner{padding:.5rem 2.75rem .5rem 1rem;text-align:left;justify-content:flex-start}
}

/* Themes (the current format's theme, on html[data-site-theme]): one layout for all, only these touches differ */
html[data-site-theme="maple"] .q-cta,html[data-site-theme="willow"] .q-cta,html[data-site-theme="almond"] .q-cta{border-radius:.6rem}
html[data-site-theme="palm"] .q-topbar,html[data-site-theme="aspen"] .q-topbar{background:var(--q-bg);backdrop-filter:none;-webkit-backdrop-filter:none}
html[data-site-theme="linden"] .q-page-title,html[data-site-theme="linden"] .q-nav-heading{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:0}
html[data-site-theme="sequoia"] .q-page-title,html[data-site-theme="luma"] .q-page-title{font-weight:600;letter-spacing:-.03em}
${navStyles}
`;

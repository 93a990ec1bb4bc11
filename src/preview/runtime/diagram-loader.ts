/** The `<meta name>` of preview.html whose content is the URL of the diagram script (mermaid and the site's diagram runtime). */
export const DIAGRAM_SCRIPT_META = 'quire-diagram-script';

/**
 * Loads the diagram script the first time a rendered page has a diagram (`.q-mermaid`), never
 * before: mermaid is large, and most pages have none. The script is a file of the preview page
 * ('self' in its CSP); once in, it draws the diagrams of every later render itself. The element
 * carries `data-preview-own`, so renders that replace the page's head keep it.
 */
export function installDiagramLoader(doc: Document): void {
  let loaded = false;
  const load = (): void => {
    if (loaded || !doc.querySelector('.q-mermaid')) return;
    const src = doc.querySelector<HTMLMetaElement>(`meta[name="${DIAGRAM_SCRIPT_META}"]`)?.content;
    if (!src) return;
    loaded = true;
    const script = doc.createElement('script');
    script.src = src;
    script.dataset.previewOwn = '';
    doc.head.append(script);
  };
  doc.addEventListener('quire:page-updated', load);
}

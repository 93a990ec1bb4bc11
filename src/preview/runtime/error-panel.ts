/**
 * Shows why nothing can be rendered when there is no last good render to keep on screen (a
 * project whose docs.json does not parse, opened or reloaded): the page becomes a panel naming
 * the file, the line and the error, in the site's own error-panel style. The next render replaces it.
 */
export function showErrorPanel(doc: Document, where: string, message: string): void {
  const panel = doc.createElement('div');
  panel.className = 'q-error-panel';
  panel.setAttribute('role', 'alert');
  panel.style.margin = '2rem';
  const title = doc.createElement('p');
  title.className = 'q-error-title';
  title.textContent = 'The site cannot be shown until this error is fixed:';
  const detail = doc.createElement('p');
  detail.textContent = `${where}: ${message}`;
  panel.append(title, detail);
  doc.body.replaceChildren(panel);
}

/** Extras of a notice: a link to show (selectable, for copying) or a button. */
export interface NoticeExtras {
  readonly link?: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** Shows one notice in `container` (replacing the last): errors as alerts, the rest as status. */
export function showNotice(container: HTMLElement, kind: 'error' | 'warning' | 'info', message: string, extras: NoticeExtras = {}): void {
  const notice = document.createElement('div');
  notice.className = `validate-notice validate-notice-${kind}`;
  notice.setAttribute('role', kind === 'info' ? 'status' : 'alert');
  notice.append(Object.assign(document.createElement('p'), { textContent: message }));
  if (extras.link !== undefined) {
    const input = Object.assign(document.createElement('input'), { type: 'text', readOnly: true, value: extras.link });
    input.setAttribute('aria-label', 'Share link');
    input.addEventListener('focus', () => input.select());
    notice.append(input);
  }
  if (extras.action) {
    const { label, run } = extras.action;
    notice.append(Object.assign(document.createElement('button'), { type: 'button', textContent: label, onclick: run }));
  }
  const close = Object.assign(document.createElement('button'), { type: 'button', className: 'validate-notice-close', textContent: '×', title: 'Dismiss', onclick: () => notice.remove() });
  close.setAttribute('aria-label', 'Dismiss');
  notice.append(close);
  container.replaceChildren(notice);
}

import type { Element } from 'hast';
import { OpenapiCode } from '../../openapi/openapi-codes.ts';
import type { UnreadSpec } from '../../openapi/openapi-model.ts';
import { el, text, uiIcon } from '../hast-helpers.ts';

/**
 * The warning an operation page shows above its own content when the operation it names may be in
 * a spec at a URL that was not read (otherwise the page would show no endpoint and say nothing):
 * the operation, the URL, why (`openapi/not-fetched`, or `openapi/fetch-failed` with its reason),
 * and that the published site reads the spec when it is built with `quire build --fetch`.
 */
export function unreadSpecNote(operation: string, url: string, unread: UnreadSpec | undefined): Element {
  const why =
    unread?.code === OpenapiCode.fetchFailed
      ? [text(`, which could not be read: ${unread.why.replace(/\.$/, '')} (`), el('code', {}, [text(OpenapiCode.fetchFailed)]), text(', reason '), el('code', {}, [text(unread.reason)]), text(').')]
      : [text(', which has not been fetched ('), el('code', {}, [text(OpenapiCode.notFetched)]), text(').')];
  return el('div', { className: ['q-callout', 'q-callout-warning', 'q-api-unread'], role: 'note', ariaLabel: 'Warning' }, [
    el('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [uiIcon('warning')]),
    el('div', { className: ['q-callout-content'] }, [
      el('p', {}, [el('code', {}, [text(operation)]), text(' is looked up in the OpenAPI spec at '), el('code', {}, [text(url)]), ...why]),
      el('p', {}, [text('The published site fetches the spec when it is built with '), el('code', {}, [text('quire build --fetch')]), text(', and shows the operation if the spec has it.')]),
    ]),
  ]);
}

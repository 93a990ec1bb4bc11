import type { Fix, Severity } from '../core/index.ts';
import { settleResources } from '../core/index.ts';
import { fixesForDiagnostic } from '../editor/fixes-for-diagnostic.ts';
import { type ConfigCheck, createConfigChecker } from './check-config-text.ts';
import { shownPerGroup, type ValidateRequest, type ValidateResponse } from './validate-protocol.ts';

// The validation page's checks run here, so a pasted megabyte of JSON never stops the typing.

const post = (response: ValidateResponse): void => self.postMessage(response);
/** The page's checks go through one site session, which lives as long as the page. */
const checker = createConfigChecker();

/** The quick fixes of each diagnostic the page lists (the editor's own: fixesForDiagnostic); none for the rest. */
function fixesOf(check: ConfigCheck, text: string): Fix[][] {
  const listed: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  return check.diagnostics.map((d) => (listed[d.severity]++ < shownPerGroup ? fixesForDiagnostic('docs.json', text, d) : []));
}

self.addEventListener('message', (event: MessageEvent<ValidateRequest>) => {
  const request = event.data;
  // The syntax check of invalid JSON is loaded on first use (see parseJsonText): settle loads it and checks again.
  const check = (): ValidateResponse => {
    const result = checker.check(request.text);
    return { id: request.id, kind: 'check', check: result, fixes: fixesOf(result, request.text) };
  };
  const job: () => ValidateResponse = request.kind === 'check' ? check : () => ({ id: request.id, kind: 'upgrade', upgrade: checker.upgrade(request.text) });
  settleResources(job).then(post, (error: unknown) => post({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
});

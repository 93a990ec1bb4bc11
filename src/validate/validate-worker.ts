import { settleResources } from '../core/index.ts';
import { checkConfigText, upgradeConfigText } from './check-config-text.ts';
import type { ValidateRequest, ValidateResponse } from './validate-protocol.ts';

// The validation page's checks run here, so a pasted megabyte of JSON never stops the typing.

const post = (response: ValidateResponse): void => self.postMessage(response);

self.addEventListener('message', (event: MessageEvent<ValidateRequest>) => {
  const request = event.data;
  // The syntax check of invalid JSON is loaded on first use (see parseJsonText): settle loads it and checks again.
  const job: () => ValidateResponse = request.kind === 'check' ? () => ({ id: request.id, kind: 'check', check: checkConfigText(request.text) }) : () => ({ id: request.id, kind: 'upgrade', upgrade: upgradeConfigText(request.text) });
  settleResources(job).then(post, (error: unknown) => post({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
});

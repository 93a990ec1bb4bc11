import type { Fix } from '../core/index.ts';
import type { ConfigCheck, ConfigUpgradeText } from './check-config-text.ts';
import type { ValidateRequest, ValidateResponse } from './validate-protocol.ts';

/** The page's side of the validation worker. */
export interface Validator {
  /** Checks a text; only the latest text asked for is checked once the worker is free (typing never waits). */
  check(text: string): void;
  /** The current-format text of a valid spec-format config (see ConfigChecker.upgrade). */
  upgrade(text: string): Promise<ConfigUpgradeText | undefined>;
}

/** A check's result with the text it is of and the quick fixes of the diagnostics listed (by index). */
export interface CheckedText {
  readonly text: string;
  readonly check: ConfigCheck;
  readonly fixes: readonly (readonly Fix[])[];
}

/** Starts the worker; `onCheck` gets each check's result, in order, skipping texts typed over meanwhile. */
export function startValidator(onCheck: (checked: CheckedText) => void): Validator {
  const worker = new Worker(new URL('./validate-worker.ts', import.meta.url), { type: 'module', name: 'quire-validate' });
  let nextId = 1;
  let busy = false;
  let waiting: string | undefined;
  let sent = '';
  const upgrades = new Map<number, (upgrade: ConfigUpgradeText | undefined) => void>();
  const post = (request: ValidateRequest): void => worker.postMessage(request);
  const send = (text: string): void => {
    busy = true;
    sent = text;
    post({ id: nextId++, kind: 'check', text });
  };
  worker.addEventListener('message', (event: MessageEvent<ValidateResponse>) => {
    const response = event.data;
    if (response.kind === 'upgrade') {
      upgrades.get(response.id)?.(response.upgrade);
      upgrades.delete(response.id);
      return;
    }
    if (response.kind === 'check') onCheck({ text: sent, check: response.check, fixes: response.fixes });
    else if (upgrades.has(response.id)) {
      upgrades.get(response.id)?.(undefined);
      upgrades.delete(response.id);
      return;
    }
    busy = false;
    if (waiting !== undefined) {
      const text = waiting;
      waiting = undefined;
      send(text);
    }
  });
  return {
    check(text) {
      if (busy) waiting = text;
      else send(text);
    },
    upgrade(text) {
      const id = nextId++;
      return new Promise((resolve) => {
        upgrades.set(id, resolve);
        post({ id, kind: 'upgrade', text });
      });
    },
  };
}

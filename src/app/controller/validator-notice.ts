import type { AppState } from '../state/app-state.ts';
import type { Store } from '../state/store.ts';
import { dismiss, notify } from './notices.ts';

/**
 * The notice that the validator (the worker's core) stopped with an error. It says what is true now:
 * shown when a request fails, taken down as soon as the worker renders a page again (the file that
 * broke it renamed or fixed), instead of staying until the person closes it.
 */
export class ValidatorNotice {
  readonly #store: Store<AppState>;
  #id: number | undefined;

  constructor(store: Store<AppState>) {
    this.#store = store;
  }

  /** Shows (or replaces) the notice with the worker's error message. */
  stopped(message: string): void {
    if (this.#id !== undefined) dismiss(this.#store, this.#id);
    this.#id = notify(this.#store, 'error', `The validator stopped with an error: ${message}`);
  }

  /** Takes the notice down: the worker rendered a page again. */
  recovered(): void {
    if (this.#id === undefined) return;
    dismiss(this.#store, this.#id);
    this.#id = undefined;
  }
}

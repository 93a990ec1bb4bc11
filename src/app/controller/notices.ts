import type { Store } from '../state/store.ts';
import type { AppState, Notice, PromptChoices } from '../state/app-state.ts';

let nextId = 1;

/** Shows a notice until the user dismisses it; a notice with the same text replaces the older one. */
export function notify(store: Store<AppState>, kind: Notice['kind'], text: string, action?: Notice['action']): number {
  const id = nextId++;
  const notice: Notice = action ? { id, kind, text, action } : { id, kind, text };
  store.set((s) => ({ notices: [...s.notices.filter((n) => n.text !== text), notice] }));
  return id;
}

/** Removes a notice. */
export function dismiss(store: Store<AppState>, id: number): void {
  store.set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

/** Asks the user to confirm; resolves to their answer. */
export function confirmWith(store: Store<AppState>, title: string, text: string, confirm: string, options: { danger?: boolean; cancel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    store.set({
      overlay: {
        kind: 'confirm',
        title,
        text,
        confirm,
        ...(options.cancel !== undefined && { cancel: options.cancel }),
        ...(options.danger !== undefined && { danger: options.danger }),
        resolve: (ok) => {
          store.set({ overlay: undefined });
          resolve(ok);
        },
      },
    });
  });
}

/** Shows the prompt overlay and resolves with what it was closed with (the answer undefined when cancelled). */
function askPrompt(store: Store<AppState>, title: string, label: string, value: string, confirm: string, choices?: PromptChoices): Promise<{ answer: string | undefined; choice: string | undefined }> {
  return new Promise((resolve) => {
    store.set({
      overlay: {
        kind: 'prompt',
        title,
        label,
        value,
        confirm,
        ...(choices && { choices }),
        resolve: (answer, choice) => {
          store.set({ overlay: undefined });
          resolve({ answer, choice });
        },
      },
    });
  });
}

/** Asks the user for a value (a file name, a workspace name); undefined when cancelled. */
export async function promptFor(store: Store<AppState>, title: string, label: string, value: string, confirm: string): Promise<string | undefined> {
  return (await askPrompt(store, title, label, value, confirm)).answer;
}

/**
 * Asks the user for a value and one of `choices` (a workspace name and which starter); undefined
 * when cancelled. The first option is chosen unless the user picks another.
 */
export async function promptWithChoice(store: Store<AppState>, title: string, label: string, value: string, confirm: string, choices: PromptChoices): Promise<{ value: string; choice: string } | undefined> {
  const { answer, choice } = await askPrompt(store, title, label, value, confirm, choices);
  return answer === undefined ? undefined : { value: answer, choice: choice ?? choices.options[0]?.value ?? '' };
}

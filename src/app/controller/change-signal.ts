/** A signal without data: listeners learn that something changed and read what they need themselves. */
export interface ChangeSignal {
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Tells every listener. */
  emit(): void;
}

/** Creates a change signal (the app uses one for "the text of some file changed"). */
export function createChangeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit() {
      for (const listener of [...listeners]) listener();
    },
  };
}

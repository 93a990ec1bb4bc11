import { useSyncExternalStore } from 'react';
import type { Store } from './store.ts';

/** Reads one slice of a store in a component; the component re-renders only when the slice changes (by identity). */
export function useStore<S, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

import { createContext, useContext } from 'react';
import type { AppController } from './controller/app-controller.ts';
import type { AppState } from './state/app-state.ts';
import { useStore } from './state/use-store.ts';

/** The controller, for every component below App. */
export const AppContext = createContext<AppController | undefined>(undefined);

/** The app controller. */
export function useApp(): AppController {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside <AppContext.Provider>.');
  return app;
}

/** One slice of the app state; the component re-renders when it changes. */
export function useAppState<T>(select: (state: AppState) => T): T {
  return useStore(useApp().store, select);
}

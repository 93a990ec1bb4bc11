import { AppContext } from './app-context.ts';
import { Workbench } from './components/Workbench.tsx';
import type { AppController } from './controller/app-controller.ts';

/** The playground: the workbench, with the controller available to every component. */
export function App({ controller }: { controller: AppController }) {
  return (
    <AppContext.Provider value={controller}>
      <Workbench />
    </AppContext.Provider>
  );
}

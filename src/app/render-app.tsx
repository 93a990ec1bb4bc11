import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { AppController } from './controller/app-controller.ts';

/** Renders the workbench (React) into the page's root for `controller`, which the boot made and which may already show the preview. */
export function renderApp(controller: AppController): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><App controller={controller} /></StrictMode>);
}

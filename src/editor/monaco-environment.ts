/**
 * Tells Monaco how to start its web workers: bundled by Vite from node_modules (no CDN loader),
 * as module workers. JSON gets its language-service worker; everything else the editor worker.
 */
export function installMonacoEnvironment(): void {
  self.MonacoEnvironment = {
    getWorker(_workerId: string, label: string): Worker {
      if (label === 'json') return new Worker(new URL('monaco-editor/languages/features/json/json.worker.js', import.meta.url), { type: 'module' });
      return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), { type: 'module' });
    },
  };
}

import type { AppController } from '../controller/app-controller.ts';
import { confirmWith } from '../controller/notices.ts';
import { ApiPlayground } from './api-playground.ts';

/** Lets the preview's API playgrounds send requests through the app (the preview has no network). */
export function installApiPlayground(app: AppController): void {
  const playground = new ApiPlayground({
    fetch: (input, init) => fetch(input, init),
    storage: app.services.storage,
    confirm: (title, text) => confirmWith(app.store, title, text, 'Send'),
  });
  app.apiRequest = (message) => playground.handle(message);
  app.apiCredentials = (origins) => playground.rememberedFor(origins);
}

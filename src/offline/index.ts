// Offline use: the service worker's registration on the page side, and what the UI says about the network.
export { isOnline, offlineMessage } from './network.ts';
export type { ServiceWorkerOptions } from './register-service-worker.ts';
export { registerServiceWorker } from './register-service-worker.ts';

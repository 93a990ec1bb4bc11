// The app's side of the worker that runs core: its protocol and the bridge over a port.
export type { SitePageInfo, WorkerEvent, WorkerRequest } from './protocol.ts';
export { parseWorkerEvent, parseWorkerRequest } from './protocol.ts';
export type { WorkerBridge, WorkerPort } from './worker-bridge.ts';
export { createWorkerBridge } from './worker-bridge.ts';

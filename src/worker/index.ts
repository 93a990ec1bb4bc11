// The app's side of the worker that runs core: its protocol and the bridge over a port. The zod
// parsers of protocol.ts are not exported here: the bridge checks events with isWorkerEvent, so
// zod's code is not on the app's way to its first preview.
export type { SitePageInfo, WorkerEvent, WorkerRequest } from './protocol.ts';
export type { WorkerBridge, WorkerPort } from './worker-bridge.ts';
export { createWorkerBridge } from './worker-bridge.ts';

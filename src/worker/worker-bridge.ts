import { isWorkerEvent } from './worker-event-guard.ts';
import type { WorkerEvent, WorkerRequest } from './protocol.ts';

/** A Worker, a MessagePort, or a fake in tests. */
export interface WorkerPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The app's side of the worker: typed requests out, validated events in. */
export interface WorkerBridge {
  /** Sends a request; `transfer` moves ports (the preview's page feed) to the worker. */
  send(request: WorkerRequest, transfer?: Transferable[]): void;
  close(): void;
}

/**
 * Wraps the port to the worker. Events that do not validate go to `onRejected` instead of the
 * listener (a bug, reported rather than acted on). They are checked by isWorkerEvent, which accepts
 * what WorkerEventSchema does, without zod's code on the way to the first preview.
 */
export function createWorkerBridge(port: WorkerPort, listener: (event: WorkerEvent) => void, onRejected: (data: unknown) => void): WorkerBridge {
  port.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isWorkerEvent(data)) listener(data);
    else onRejected(data);
  };
  return {
    send: (request, transfer) => port.postMessage(request, transfer),
    close: () => {
      port.onmessage = null;
    },
  };
}

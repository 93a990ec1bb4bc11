import { parseWorkerEvent } from './protocol.ts';
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
 * listener (a bug, reported rather than acted on).
 */
export function createWorkerBridge(port: WorkerPort, listener: (event: WorkerEvent) => void, onRejected: (data: unknown) => void): WorkerBridge {
  port.onmessage = (event: MessageEvent) => {
    const parsed = parseWorkerEvent(event.data);
    if (parsed) listener(parsed);
    else onRejected(event.data);
  };
  return {
    send: (request, transfer) => port.postMessage(request, transfer),
    close: () => {
      port.onmessage = null;
    },
  };
}

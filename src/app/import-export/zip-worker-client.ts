import type { FileContent } from '../../workspace/index.ts';
import { type ZipAnswer, ZipAnswerSchema, type ZipRequest } from './zip-protocol.ts';

/** A refused or failed piece of zip work: `code` is a ZipError's (`zip/unsafe-entries`, …) or `failed`. */
export class ZipWorkError extends Error {
  readonly code: string;
  readonly entries: readonly string[];

  constructor(code: string, message: string, entries: readonly string[]) {
    super(message);
    this.name = 'ZipWorkError';
    this.code = code;
    this.entries = entries;
  }
}

/** What the app asks of the zip worker; every call resolves to the answer of its own request. */
export interface ZipWorker {
  importZip(archive: Uint8Array, maxTotalBytes: number): Promise<{ files: Map<string, FileContent>; binary: readonly string[]; folder: string }>;
  siteZip(files: Iterable<readonly [string, FileContent]>): Promise<Uint8Array>;
  zip(files: readonly (readonly [string, Uint8Array])[]): Promise<Uint8Array>;
}

type Waiting = { resolve: (answer: ZipAnswer) => void; reject: (error: Error) => void };
type Answer<T extends ZipAnswer['type']> = Extract<ZipAnswer, { type: T }>;

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

/** Starts the worker on first use; it stays for the next import or download. */
function start(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./zip-worker.ts', import.meta.url), { type: 'module', name: 'quire-zip' });
  started.onmessage = (event: MessageEvent) => {
    const parsed = ZipAnswerSchema.safeParse(event.data);
    if (!parsed.success) return;
    const answer = parsed.data;
    const entry = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.type === 'failed') entry?.reject(new ZipWorkError(answer.code, answer.message, answer.entries));
    else entry?.resolve(answer);
  };
  // A worker that cannot start (a part of Quire did not load) fails every request waiting on it.
  started.onerror = (event) => {
    event.preventDefault();
    for (const entry of waiting.values()) entry.reject(new ZipWorkError('failed', `part of Quire did not load (${event.message || 'the zip worker did not start'}). Reload to try again`, []));
    waiting.clear();
    worker = undefined;
    started.terminate();
  };
  worker = started;
  return started;
}

/** Sends a request (moving `transfer`) and resolves to its answer, which must be of type `expected`. */
async function ask<T extends ZipAnswer['type']>(request: ZipRequest, transfer: Transferable[], expected: T): Promise<Answer<T>> {
  const answer = await new Promise<ZipAnswer>((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    start().postMessage(request, transfer);
  });
  if (answer.type !== expected) throw new ZipWorkError('failed', `the zip worker answered ${answer.type} to ${request.type}`, []);
  return answer as Answer<T>;
}

/** The app's zip worker (one per page, started when first asked). */
export const zipWorker: ZipWorker = {
  async importZip(archive, maxTotalBytes) {
    const answer = await ask({ type: 'import-zip', id: nextId++, archive, maxTotalBytes }, [archive.buffer as ArrayBuffer], 'imported');
    return { files: new Map(answer.files), binary: answer.binary, folder: answer.folder };
  },
  async siteZip(files) {
    // The files are copied, not moved: the workspace keeps using them.
    return (await ask({ type: 'site-zip', id: nextId++, files: [...files].map(([path, content]) => [path, content] as [string, FileContent]) }, [], 'zipped')).bytes;
  },
  async zip(files) {
    const list = files.map(([path, bytes]) => [path, bytes] as [string, Uint8Array]);
    // Copied, not moved: the file system may still hold the bytes it read.
    return (await ask({ type: 'zip', id: nextId++, files: list }, [], 'zipped')).bytes;
  },
};

import { importZip, writeZip, ZipError } from '../../workspace/index.ts';
import { type ZipAnswer, type ZipRequest, ZipRequestSchema } from './zip-protocol.ts';

// The zip worker's entry: imports and downloads run here, so the UI never stops while a large
// archive inflates or a whole site renders.

const scope = self as unknown as { postMessage(message: ZipAnswer, transfer?: Transferable[]): void; onmessage: ((event: MessageEvent) => void) | null };

async function answer(request: ZipRequest): Promise<void> {
  try {
    if (request.type === 'import-zip') {
      const imported = importZip(request.archive, { maxTotalBytes: request.maxTotalBytes });
      const files = [...imported.files];
      // A stored entry may be a view of the archive: each buffer is moved once.
      const buffers = new Set(files.flatMap(([, c]) => (typeof c === 'string' ? [] : [c.buffer as ArrayBuffer])));
      scope.postMessage({ type: 'imported', id: request.id, files, binary: [...imported.binary], folder: imported.folder }, [...buffers]);
      return;
    }
    const bytes = request.type === 'site-zip' ? await (await import('./site-zip-job.ts')).siteZipOf(request.files) : writeZip(request.files);
    scope.postMessage({ type: 'zipped', id: request.id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const refused = error instanceof ZipError;
    scope.postMessage({ type: 'failed', id: request.id, code: refused ? error.code : 'failed', message: error instanceof Error ? error.message : String(error), entries: refused ? [...error.entries] : [] });
  }
}

scope.onmessage = (event: MessageEvent) => {
  const parsed = ZipRequestSchema.safeParse(event.data);
  if (parsed.success) void answer(parsed.data);
};

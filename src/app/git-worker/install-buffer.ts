import { Buffer } from './node-buffer.ts';

// isomorphic-git reads the global `Buffer` (Node's) when it runs; the worker gives it the stand-in.
// Imported first by the worker's entry, so it is there before any git code runs.
const global = globalThis as { Buffer?: unknown };
global.Buffer ??= Buffer;

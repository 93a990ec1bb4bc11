// Starts the CLI from its TypeScript source inside a worker thread (npm run quire): registers
// tsx's loader in this thread, then loads the entry, which sees workerData and waits for its build work.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');

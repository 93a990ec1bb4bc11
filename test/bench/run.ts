// `npm run bench`: every stated speed or size target, measured against a peer in the same run.
import { runConfigBench } from './config-bench.ts';
import { printRows } from './measure.ts';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

process.stdout.write(`Quire benchmarks — node ${process.version}, ${new Date().toISOString()}\n`);
if (want('config')) printRows('docs.json validation', runConfigBench());

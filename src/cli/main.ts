#!/usr/bin/env node
import { startQuire } from './start.ts';

// The `quire` command run from its TypeScript source (npm run quire); the built CLI runs start.ts
// through its launcher (see bundle-launcher.ts). Build workers are started from this file too.
await startQuire(new URL(import.meta.url));

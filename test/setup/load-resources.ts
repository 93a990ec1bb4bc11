import { loadAllResources } from '../../src/core/resources/index.ts';
// Importing core's index declares every resource (icon chunks, grammars, the YAML parser).
import '../../src/core/index.ts';
// And the worker's: the code of its project check and of the preview's search.
import '../../src/worker/project-diagnostics.ts';
import '../../src/worker/site-service.ts';

// Like the CLI, tests that render (icons, highlighted code, front matter in YAML, acorn) load
// everything first: such a test file imports this module before anything else. It is not a global
// set-up file, so the many test files that need none of it do not pay for loading it (seconds per
// file); the on-demand path has its own tests.
await loadAllResources();

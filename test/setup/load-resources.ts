import { loadAllResources } from '../../src/core/resources/index.ts';
// Importing core's index declares every resource (icon chunks, grammars, the YAML parser).
import '../../src/core/index.ts';

// Like the CLI, tests render with everything loaded; the on-demand path has its own tests.
await loadAllResources();

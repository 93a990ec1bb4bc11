// Run by icon-modules.integration.test.ts under tsx (as `npm run quire` runs core): prints the buckets that core's
// Node loader (src/core/icons/icon-source.ts, which reads the icon packages) gives for the library and
// bucket indexes of the arguments, as JSON.
import type { IconLibrary } from '../../src/core/icons/icon-buckets.ts';
import { loadIconBucket } from '../../src/core/icons/icon-source.ts';

const [library, ...indexes] = process.argv.slice(2);
const buckets = await Promise.all(indexes.map((index) => loadIconBucket(library as IconLibrary, Number(index))));
process.stdout.write(JSON.stringify(buckets));

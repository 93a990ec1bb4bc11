import { corpusDir } from '../setup/corpus.ts';
import { describeCorpusBuilds } from './corpus-builds.ts';

// The spec-format corpus (see corpus-builds.ts); the current-format one has a file of its own, so the
// two run side by side. Crawl counts: [own broken links, links from snippets, links to hidden pages].
describeCorpusBuilds('corpus', corpusDir, { crewai: [11, 0, 0], 'mintlify-docs': [52, 0, 0], pipecat: [33, 0, 0], 'starter-2023': [7, 0, 0], trigger: [10, 26, 0] });

import { corpusV2Dir } from '../setup/corpus.ts';
import { describeCorpusBuilds } from './corpus-builds.ts';

// The current-format corpus (see corpus-builds.ts). Crawl counts: [own broken links, links from snippets, links to hidden pages].
describeCorpusBuilds('corpus-v2', corpusV2Dir, { pipecat: [23, 0, 0], trigger: [40, 26, 0] });

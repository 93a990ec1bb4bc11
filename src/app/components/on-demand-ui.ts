import { CommandPalette } from './CommandPalette.tsx';
import { QuickOpen } from './QuickOpen.tsx';
import { SearchPanel } from './SearchPanel.tsx';

/**
 * The UI that the first screen does not show, in one chunk (one request, fetched once): the
 * palettes and the search panel. Only use-on-demand-ui.ts imports this module, dynamically;
 * until it has loaded, each of them is a shell that keeps what is typed into it.
 */
export const onDemandUi = { CommandPalette, QuickOpen, SearchPanel };

/** The components of the on-demand chunk. */
export type OnDemandUi = typeof onDemandUi;

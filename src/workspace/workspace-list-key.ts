/**
 * The storage key under which the workspace registry keeps its list of workspaces: its own module, so
 * the page's first script can tell a first visit without loading the registry.
 */
export const workspaceListKey = 'quire:workspaces';

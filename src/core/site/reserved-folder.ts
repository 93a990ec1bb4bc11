// Its own module so that code needing only the folder's name (the utility stylesheet's path in the
// preview's worker) does not import site-assets.ts, whose styles and runtime texts (~18 KB gzip)
// would then ship with the worker's first load.

/** The export's folder for its own files; no project file is copied into it (see exportAssets). */
export const reservedFolder = '_quire';

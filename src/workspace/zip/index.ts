// Zip import and downloads: a .zip or a dropped folder into a new workspace's files (refusing unsafe
// entries and zip bombs before anything is written), the project and the built site out as a .zip.
export type { FolderFile } from './import-folder.ts';
export { importFolder } from './import-folder.ts';
export type { ImportLimits } from './import-limits.ts';
export { importLimit, textLimit } from './import-limits.ts';
export type { ImportedProject } from './imported-project.ts';
export { importZip } from './import-zip.ts';
export type { FolderBytes, ProjectZipOptions } from './project-zip.ts';
export { projectZip, readFolder, readFolderBytes } from './project-zip.ts';
export type { SiteZipOptions } from './site-zip.ts';
export { siteZip } from './site-zip.ts';
export { writeZip } from './write-zip.ts';
export type { EntryProblem, RefusedEntry, ZipErrorCode } from './zip-error.ts';
export { ZipCode, ZipError } from './zip-error.ts';

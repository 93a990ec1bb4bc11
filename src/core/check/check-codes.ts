/** Diagnostic codes of the project-level checks; stable, referred to by tests, the UI and docs. */
export const projectCodes = {
  /** Neither docs.json nor mint.json at the project root. */
  missingConfig: 'project/missing-config',
  /** The project is read from the older mint.json; rename it. */
  legacyConfig: 'project/mint-json',
  /** A navigation entry names a page that has no .mdx or .md file. */
  missingPage: 'project/missing-page',
  /** A page exists but no navigation entry lists it. */
  orphanPage: 'project/orphan-page',
  /** logo, favicon or backgroundImage names a file that does not exist. */
  missingAsset: 'project/missing-asset',
  /** A local openapi path names a file that does not exist. */
  missingOpenapi: 'project/missing-openapi',
  /** A local OpenAPI file is not valid JSON or YAML, or is not an OpenAPI description. */
  invalidOpenapi: 'project/invalid-openapi',
} as const;

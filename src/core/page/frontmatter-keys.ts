/** The type a front matter key must have. */
export type FrontmatterKeyType = 'string' | 'boolean' | 'string[]';

/** One documented front matter key. */
export interface FrontmatterKeySpec {
  readonly name: string;
  readonly type: FrontmatterKeyType;
  /** One line for hovers, completions and the rules file. */
  readonly description: string;
  /** Listed in spec 2.3 (`title`, `description`): a value of the wrong type is an error there, a warning elsewhere. */
  readonly inSpec?: boolean;
}

/**
 * The front matter keys pages use: `title` and `description` from spec 2.3, the rest from
 * real projects. Other keys are allowed and passed through unchecked.
 */
export const frontmatterKeys: readonly FrontmatterKeySpec[] = [
  { name: 'title', type: 'string', inSpec: true, description: 'Clear, specific, keyword-rich title of the page.' },
  { name: 'description', type: 'string', inSpec: true, description: "Concise statement of the page's purpose and value." },
  { name: 'sidebarTitle', type: 'string', description: 'Shorter title shown in the sidebar.' },
  { name: 'icon', type: 'string', description: 'Icon shown next to the sidebar title.' },
  { name: 'iconType', type: 'string', description: 'Style of the icon, such as `solid` or `duotone`.' },
  { name: 'openapi', type: 'string', description: 'Operation this page documents, `GET /users` or `openapi.json GET /users`; gives the title and description.' },
  { name: 'api', type: 'string', description: 'Endpoint documented by hand, such as `POST https://api.example.com/users`.' },
  { name: 'mode', type: 'string', description: 'Page layout, such as `wide` or `custom`.' },
  { name: 'url', type: 'string', description: 'External link the sidebar entry points to instead of a page.' },
  { name: 'tag', type: 'string', description: 'Short label shown next to the sidebar title, such as `NEW`.' },
  { name: 'version', type: 'string', description: 'Docs version this page belongs to.' },
  { name: 'hidden', type: 'boolean', description: 'Keeps the page out of the sidebar.' },
  { name: 'noindex', type: 'boolean', description: 'Keeps the page out of search engines.' },
  { name: 'deprecated', type: 'boolean', description: 'Marks the page as deprecated.' },
  { name: 'hideApiMarker', type: 'boolean', description: 'Hides the HTTP method badge of an API page in the sidebar.' },
  { name: 'keywords', type: 'string[]', description: 'Extra search keywords.' },
];

/** The documented front matter keys by name. */
export const frontmatterKeyMap: ReadonlyMap<string, FrontmatterKeySpec> = new Map(frontmatterKeys.map((k) => [k.name, k]));

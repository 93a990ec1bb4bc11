/** A page as the Markdown exports list it. */
export interface LlmsPage {
  readonly title: string;
  /** Its front matter description, if any. */
  readonly description: string | undefined;
  /** The URL of its `.md` file: absolute with a site URL, else from the site's root. */
  readonly url: string;
  /** The URL of the page itself, as llms-full.txt names its source. */
  readonly source: string;
  /** The navigation group it is listed under ('' for none). */
  readonly group: string;
  /** Its Markdown body (see pageMarkdown). */
  readonly markdown: string;
}

/** What llms.txt says about the site. */
export interface LlmsSite {
  readonly name: string;
  readonly description: string | undefined;
  /** `markdown.instructions`, one line each. */
  readonly instructions: readonly string[];
}

/** How long a description in llms.txt may be, as the platform cuts it. */
export const llmsDescriptionLength = 300;

/** The section of pages that are in no named group. */
const ungrouped = 'Docs';

/** Text on one line, with Markdown's link brackets escaped. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/([[\]\\])/g, '\\$1');
}

/** The first paragraph of a description, at most 300 characters. */
function shortDescription(description: string): string {
  const first = description.trim().split(/\r?\n\s*\r?\n/)[0] ?? '';
  return inline(first).slice(0, llmsDescriptionLength);
}

/** The `Agent Instructions` block of `markdown.instructions` (a quote), or '' when there are none. */
export function agentInstructions(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return `> ## Agent Instructions\n${lines.map((l) => `> ${l.trim()}`).join('\n')}\n\n`;
}

/** The site's description as a quote, or ''. */
function summary(description: string | undefined): string {
  const text = description?.trim();
  return text ? `${text.split(/\r?\n/).map((l) => `> ${l.trim()}`.trimEnd()).join('\n')}\n\n` : '';
}

/**
 * The export's `llms.txt` (llmstxt.org, as the platform writes it): the site name as the title, its
 * description as a quote, the `Agent Instructions` block, then one section per navigation group in
 * navigation order listing its pages as links to their `.md` files, each with the first paragraph
 * of its description (300 characters at most).
 */
export function llmsTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const name = page.group.trim() === '' ? ungrouped : page.group.trim();
    const list = groups.get(name);
    if (list) list.push(page);
    else groups.set(name, [page]);
  }
  let out = `# ${inline(site.name)}\n\n${summary(site.description)}${agentInstructions(site.instructions)}`;
  for (const [name, list] of groups) {
    out += `## ${inline(name)}\n\n`;
    for (const page of list) {
      const description = page.description === undefined ? '' : shortDescription(page.description);
      out += `- [${inline(page.title)}](${page.url})${description ? `: ${description}` : ''}\n`;
    }
    out += '\n';
  }
  return `${out.trimEnd()}\n`;
}

/** A page's heading block in the Markdown exports: its title, then its description as a quote. */
export function pageHeading(title: string, description: string | undefined): string {
  return `# ${title.replace(/\s+/g, ' ').trim()}\n\n${summary(description)}`;
}

/** The note at the top of every page's Markdown that points agents to llms.txt. */
export function indexNote(llmsUrl: string): string {
  return `> ## Documentation Index\n> Fetch the complete documentation index at: ${llmsUrl}\n> Use this file to discover all available pages before exploring further.\n\n`;
}

/** What a page's `page.md` holds before its body: the note pointing to llms.txt, the agent instructions, its title and description. */
export function pageMarkdownHead(site: LlmsSite, page: Pick<LlmsPage, 'title' | 'description'>, llmsUrl: string): string {
  return `${indexNote(llmsUrl)}${agentInstructions(site.instructions)}${pageHeading(page.title, page.description)}`;
}

/** A page's `page.md`: its head (see pageMarkdownHead), then its body. */
export function pageMarkdownFile(site: LlmsSite, page: LlmsPage, llmsUrl: string): string {
  return `${pageMarkdownHead(site, page, llmsUrl)}${page.markdown}`.trimEnd() + '\n';
}

/**
 * The body of a page's Markdown as llms-full.txt needs it, read back from its `page.md` whose head is
 * `headLength` long (see pageMarkdownHead): the file trims trailing white space and adds one line
 * break, and llms-full.txt trims the same, so the file's text after the head, without that line break,
 * gives the same llms-full.txt as the page's whole body (a body of white space alone gives '').
 */
export function markdownBodyOf(file: string, headLength: number): string {
  return file.length - 1 > headLength ? file.slice(headLength, file.length - 1) : '';
}

/**
 * The export's `llms-full.txt`: the agent instructions, then every page of llms.txt in the same
 * order, each as its title, its source URL, its description and its whole Markdown.
 */
export function llmsFullTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const parts = pages.map((page) => {
    const description = summary(page.description);
    return `# ${page.title.replace(/\s+/g, ' ').trim()}\nSource: ${page.source}\n\n${description}${page.markdown}`.trimEnd();
  });
  return `${agentInstructions(site.instructions)}${parts.join('\n\n\n')}\n`;
}

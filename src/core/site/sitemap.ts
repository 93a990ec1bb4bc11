/** Text escaped for an XML element's content. */
function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** The export's `sitemap.xml` (sitemaps.org): one `<url>` per page URL, in the order given. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${xmlText(url)}</loc>\n  </url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

/** The export's `robots.txt`: every crawler allowed, and the sitemap's URL when the site has one. */
export function robotsTxt(sitemapUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${sitemapUrl !== undefined ? `\nSitemap: ${sitemapUrl}\n` : ''}`;
}

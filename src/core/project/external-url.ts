/** Whether a URL leaves the site (and names no project file): it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isExternalUrl(url: string): boolean {
  const u = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith('//');
}

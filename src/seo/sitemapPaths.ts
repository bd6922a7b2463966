/**
 * The site paths a sitemap lists: every published document's address (from the search index,
 * which hooks keep in step with publishing) and every menu address, without fragments (a team
 * member's "#slug" is a place on the team page, not a page of its own), once each, sorted.
 */
export function sitemapPaths(documentUrls: Iterable<string>, menuPaths: Iterable<string>): string[] {
  const paths = new Set<string>(['/'])
  for (const url of [...documentUrls, ...menuPaths]) {
    if (!url.startsWith('/') || url.startsWith('//')) continue
    const path = url.split('#')[0]!.split('?')[0]!
    if (path && !isPrivatePath(path)) paths.add(path.length > 1 ? path.replace(/\/+$/, '') : path)
  }
  return [...paths].sort()
}

/** Addresses that must not be crawled or listed: the admin, the API, previews, per-donor screens. */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/api',
  '/next/',
  '/ways-to-give/thank-you',
  '/ways-to-give/tax-receipt',
  '/ways-to-give/payment-error',
  '/ways-to-give/gift-being-confirmed',
  '/ways-to-give/submission-error',
  '/newsletter/unsubscribe',
  // Asking for a reminder, and the links in its e-mails (confirm, stop): nothing to find there.
  '/about-prostate-cancer/check-your-risk/reminder',
  '/widget-preview',
] as const

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
}

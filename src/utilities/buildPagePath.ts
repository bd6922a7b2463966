/** The home page's slug; it lives at "/". */
export const HOME_SLUG = 'home'

/** Joins page slugs from the top of the tree down into a site path: ['get-support', 'peer-support'] → '/get-support/peer-support'. */
export function buildPagePath(slugs: string[]): string {
  const parts = slugs.map((s) => s.trim()).filter(Boolean)
  if (parts.length === 1 && parts[0] === HOME_SLUG) return '/'
  return '/' + parts.join('/')
}

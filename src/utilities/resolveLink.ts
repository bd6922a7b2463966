/**
 * Decides how a link is rendered: a route inside the site (client-side navigation), an
 * outside page (new tab), or a scheme link such as mailto: or tel:. Links written with one
 * of the site's own hosts (live, preview, staging) are turned into internal routes.
 */
export type ResolvedLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'scheme'; href: string }

const normaliseHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '')

export function resolveLink(href: string, ownHosts: readonly string[] = []): ResolvedLink {
  const value = href.trim()
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', href: value }
  if (value.startsWith('#') || value.startsWith('?')) return { kind: 'internal', href: value }
  if (/^(mailto|tel|sms):/i.test(value)) return { kind: 'scheme', href: value }

  let url: URL
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value)
  } catch {
    // Something like "get-support/peer-support": treat as a site path rather than a broken link.
    return { kind: 'internal', href: '/' + value.replace(/^\.?\/*/, '') }
  }
  // Only web addresses and the known schemes above become links; anything else (javascript:,
  // data:, …) could run code when clicked, so it points nowhere.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'internal', href: '#' }

  const own = new Set(ownHosts.map(normaliseHost).filter(Boolean))
  if (own.has(normaliseHost(url.host))) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` || '/' }
  }
  return { kind: 'external', href: url.toString() }
}

/**
 * Posts from a browser carry an Origin header; one that is not one of the site's own hosts is
 * another site trying to post through its visitors, and is refused. A post without Origin
 * (a server-side client, curl) is allowed: it carries no visitor's session to abuse.
 */
export function isAllowedOrigin(origin: string | null, ownHosts: string[], requestHost: string | null): boolean {
  if (!origin) return true
  let host: string
  try {
    host = new URL(origin).host.toLowerCase()
  } catch {
    return false
  }
  const allowed = new Set(ownHosts.map((h) => h.toLowerCase()).filter(Boolean))
  if (requestHost) allowed.add(requestHost.toLowerCase())
  return allowed.has(host)
}

/** The host part of a configured address or host name ("https://www.example.org" → "www.example.org"). */
export function hostOf(value: string): string {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).host
  } catch {
    return ''
  }
}

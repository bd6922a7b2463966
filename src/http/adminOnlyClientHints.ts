/**
 * Payload's withPayload sends Accept-CH, Vary and Critical-CH: Sec-CH-Prefers-Color-Scheme on
 * every route ('/:path*'), though only the admin reads that hint. On a public page Critical-CH
 * makes Chromium throw away a first visit's answer and ask again: one more round trip for every
 * new visitor (payloadcms/payload issue 17906, pull request 8078). So those headers keep only
 * the admin's routes; everything else withPayload adds stays as it is.
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] } & Record<string, unknown>

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])
const isClientHint = (header: { key: string; value: string }) =>
  CLIENT_HINT_HEADERS.has(header.key.toLowerCase()) && /sec-ch-prefers-color-scheme/i.test(header.value)

export const ADMIN_SOURCE = '/admin/:path*'

export function adminOnlyClientHints<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHint)
    if (rule.source !== '/:path*' || !hints.length) return [rule]
    const rest = rule.headers.filter((header) => !isClientHint(header))
    return [...(rest.length ? [{ ...rule, headers: rest }] : []), { ...rule, source: ADMIN_SOURCE, headers: hints }]
  })
}

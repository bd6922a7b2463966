/**
 * The Content-Security-Policy of each kind of answer.
 *
 * Public pages are pre-rendered and served from the cache, so their HTML cannot carry a
 * per-request nonce: their inline bootstrap scripts (Next.js's flight data) are allowed with
 * 'unsafe-inline', and everything else is locked down (no plugins, no <base>, no framing by
 * other sites, frames and images only from what the site embeds). The donation screens and My
 * giving, where card details are typed, are rendered per request instead and get a strict policy: a fresh
 * nonce per request with 'strict-dynamic', so no script without it runs there.
 * The admin keeps a policy of its own (Payload's editor needs inline scripts and eval).
 */

import { cardFrameFromEnv } from '@/donations/cardFrame/cardFrameConfig'

/** Where the site embeds frames from: YouTube's privacy-enhanced player, the events calendar and the card processor's card frame. */
export function frameSources(calendarOrigin = process.env.CALENDAR_ORIGIN || 'https://calendar.google.com'): string[] {
  const cardFrame = cardFrameFromEnv()
  return ['https://www.youtube-nocookie.com', calendarOrigin, ...(cardFrame ? [cardFrame.origin] : [])]
}

/** Where embedded images come from besides the site: video stills and Instagram's image hosts. */
export const IMAGE_SOURCES = ['https://i.ytimg.com', 'https://*.cdninstagram.com', 'https://*.fbcdn.net']

/** Addresses rendered per request with a nonce-based policy. */
export const NONCE_PATH_PREFIXES = ['/ways-to-give/donate-online', '/ways-to-give/donate', '/ways-to-give/tax-receipt', '/ways-to-give/my-giving']

export const needsNonce = (path: string) =>
  NONCE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

export function sitePolicy({ nonce, production }: { nonce?: string; production: boolean }): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...IMAGE_SOURCES],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The donation form's ALTCHA check solves its challenge in workers built from its own script (blob:).
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'frame-src': frameSources(),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

export function adminPolicy(): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...IMAGE_SOURCES],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameSources()],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

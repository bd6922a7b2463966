/** Cheap checks that stop most automated posts without bothering people. */
import { ELAPSED_FIELD, HONEYPOT_FIELD, type PostedData } from './definitions'

/** Fewer milliseconds than this between showing the form and sending it is not a person typing. */
export function minFillMs(): number {
  const raw = process.env.FORMS_MIN_FILL_MS
  const value = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : 2000
}

export type SpamVerdict = { spam: false } | { spam: true; reason: 'honeypot' | 'too-fast' }

/**
 * The form sends how long it was open (measured by the browser's own clock, so a wrong clock
 * on the visitor's computer does not matter). A post without it cannot show that a person
 * filled it in, so it counts as too fast.
 */
export function checkSpam(data: PostedData): SpamVerdict {
  const honeypot = data[HONEYPOT_FIELD]
  if (honeypot && String(honeypot).trim() !== '') return { spam: true, reason: 'honeypot' }
  const raw = data[ELAPSED_FIELD]
  const elapsed = Number(Array.isArray(raw) ? raw[0] : raw)
  if (!raw || !Number.isFinite(elapsed) || elapsed < minFillMs()) return { spam: true, reason: 'too-fast' }
  return { spam: false }
}

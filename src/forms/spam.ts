/** Cheap checks that stop most automated posts without bothering people. */
import { ELAPSED_FIELD, HONEYPOT_FIELD, type PostedData } from './definitions'

/** Fewer milliseconds than this between showing the form and sending it is not a person typing. */
export function minFillMs(): number {
  const raw = process.env.FORMS_MIN_FILL_MS
  const value = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : 2000
}

/** Why a post went to the spam folder (the submissions' spamReason options). */
export type SpamReason = 'honeypot' | 'too-fast'

export type SpamVerdict = { spam: false } | { spam: true; reason: SpamReason }

/**
 * The form sends how long it was open (measured by the browser's own clock, so a wrong clock
 * on the visitor's computer does not matter), and the minimum fill time applies only then.
 * Old clients of the Contact Form 7 address cannot send that field, so a post without it is not
 * spam for that reason alone: the honeypot, rate limit, Origin rule and validation still apply.
 */
export function checkSpam(data: PostedData): SpamVerdict {
  const honeypot = data[HONEYPOT_FIELD]
  if (honeypot && String(honeypot).trim() !== '') return { spam: true, reason: 'honeypot' }
  const raw = data[ELAPSED_FIELD]
  const sent = Array.isArray(raw) ? raw[0] : raw
  if (sent === undefined || sent === '') return { spam: false }
  const elapsed = Number(sent)
  if (!Number.isFinite(elapsed) || elapsed < minFillMs()) return { spam: true, reason: 'too-fast' }
  return { spam: false }
}

/**
 * The draft kept in browser storage under pcfFormData: the form's values and a timestamp, never
 * the card number, cardholder name or expiry. A draft older than 10 minutes, or without a
 * timestamp, is dropped.
 */
import { CARD_FIELDS, DRAFT_MAX_AGE_MS } from './constants'

export type Draft = { values: Record<string, string>; donation_type: string; step?: number }

const CARD = new Set<string>(CARD_FIELDS)

export function serialiseDraft(values: Record<string, string>, donationType: string, now: number = Date.now()): string {
  const kept: Record<string, string> = {}
  for (const [k, v] of Object.entries(values)) if (!CARD.has(k)) kept[k] = v
  return JSON.stringify({ ...kept, donation_type: donationType, timestamp: now })
}

/** The stored draft, or null when missing, malformed, without a timestamp or too old. */
export function parseDraft(raw: string | null, now: number = Date.now()): Draft | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (!data || typeof data !== 'object') return null
  const { timestamp, donation_type, ...rest } = data as Record<string, unknown>
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null
  if (now - timestamp > DRAFT_MAX_AGE_MS || timestamp > now + 60_000) return null
  const values: Record<string, string> = {}
  for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' && !CARD.has(k)) values[k] = v
  return { values, donation_type: typeof donation_type === 'string' ? donation_type : '' }
}

/**
 * What a site form's page shows after a post sent without JavaScript (the page's own post,
 * answered by sendSiteForm): nothing yet, the success text, or the errors with what was typed.
 */
import type { FieldError } from './definitions'
import { SUB_TOPICS_PREFIX, TOPIC_FIELD_PATTERN, type PostedData } from './fields'

export type KeptValues = Record<string, string>

export type SiteFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; errors: FieldError[]; values: KeptValues }
  | { status: 'problem'; message: string; values: KeptValues }

export const IDLE_FORM: SiteFormState = { status: 'idle' }

/** Names from the page's own machinery (the action's id, bound arguments) are not the visitor's. */
const isFrameworkField = (name: string) => name.startsWith('$ACTION')

/**
 * Posted name/value pairs as the forms send them: repeated names (checkbox groups) joined with
 * ", " as the old site sent them, and sub-topics prefixed as staff read them. The browser's
 * scripts and the page's own post both go through here, so both store the same thing.
 */
export function joinPosted(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const data: Record<string, string> = {}
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || isFrameworkField(name)) continue
    data[name] = data[name] ? `${data[name]}, ${value}` : value
  }
  for (const name of Object.keys(data)) {
    if (name.endsWith('_sub') && TOPIC_FIELD_PATTERN.test(name) && !data[name]!.startsWith(SUB_TOPICS_PREFIX)) data[name] = `${SUB_TOPICS_PREFIX}${data[name]}`
  }
  return data
}

/** What is typed back into the fields after a refused post (never the hidden spam fields). */
export function keptValues(data: PostedData, hidden: readonly string[]): KeptValues {
  const out: KeptValues = {}
  for (const [name, value] of Object.entries(data)) if (!hidden.includes(name)) out[name] = Array.isArray(value) ? value.join(', ') : value
  return out
}

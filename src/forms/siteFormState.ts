/**
 * What a site form's page shows after a post sent without JavaScript (the page's own post,
 * answered by sendSiteForm): nothing yet, the success text, or a refusal with what was typed.
 */
import type { FieldError } from './definitions'
import { ELAPSED_FIELD, HONEYPOT_FIELD } from './fields'

/** What the visitor typed, by field name; a checkbox group's ticked values joined with ", ". */
export type KeptValues = Record<string, string>

export type SiteFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; errors: FieldError[]; values: KeptValues }
  | { status: 'problem'; message: string; values: KeptValues }

export const IDLE_FORM: SiteFormState = { status: 'idle' }

/** The hidden field that says which form a post sent without JavaScript comes from (its id). */
export const FORM_ID_FIELD = '_form_id'

/** What is typed back into the fields after a refused post: never the hidden anti-spam fields. */
export function keptValues(entries: Iterable<[string, FormDataEntryValue]>): KeptValues {
  const kept: KeptValues = {}
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name === HONEYPOT_FIELD || name === ELAPSED_FIELD || name === FORM_ID_FIELD) continue
    kept[name] = kept[name] ? `${kept[name]}, ${value}` : value
  }
  return kept
}

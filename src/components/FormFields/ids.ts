/**
 * Element ids of a field, its error and its hint. A form that can appear twice on a page (the
 * newsletter form: footer and Sign Up dialog) passes a prefix so the copies never share ids;
 * without one the ids are the bare field names (the donation form, one per page, whose ids
 * such as b_email are part of its behaviour).
 */
export type FieldIds = { prefix?: string }

export const fieldId = (ids: FieldIds | undefined, name: string) => (ids?.prefix ? `${ids.prefix}-${name}` : name)
export const errorId = (ids: FieldIds | undefined, name: string) => `${fieldId(ids, name)}-error`
export const hintId = (ids: FieldIds | undefined, name: string) => `${fieldId(ids, name)}-hint`

/** aria-describedby for a field: its error (when shown), then its hint (when it has one). */
export function describedBy(ids: FieldIds | undefined, name: string, { invalid, hint }: { invalid: boolean; hint: boolean }) {
  const list = [invalid ? errorId(ids, name) : '', hint ? hintId(ids, name) : ''].filter(Boolean)
  return list.length ? list.join(' ') : undefined
}

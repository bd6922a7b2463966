/**
 * Errors by field name, for every form on the site: the site forms (from the shared schemas or
 * the server's invalid_fields) and the donation form (its step rules, and /api/donate's answer,
 * which keeps this shape). A field shows its first message. No React and no zod here, so the
 * server and the browser both import it freely.
 */
export type FieldErrors = Record<string, string[]>

/** A list of { field, message } (Contact Form 7's invalid_fields) as FieldErrors, in list order. */
export function fieldErrorsFrom(list: readonly { field: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {}
  for (const { field, message } of list) (out[field] ??= []).push(message)
  return out
}

import { ValidationError } from 'payload'

export type FieldErrors = Record<string, string[]>

/**
 * The field messages of a refused Payload write (a slug clash, a blocked word, a goal out of
 * range), keyed by field, for the form to show at each field. Anything else is not the person's
 * mistake and is thrown on.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ValidationError)) throw error
  const errors: FieldErrors = {}
  for (const { path, message } of error.data.errors) (errors[path] ??= []).push(message)
  return errors
}

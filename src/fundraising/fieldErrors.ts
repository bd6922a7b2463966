import { ValidationError } from 'payload'

export type FieldErrors = Record<string, string[]>

type RefusedWrite = { data: { errors: { path: string; message: string }[] } }

/**
 * A refused write, told by Payload's documented shape (status 400 and `data.errors`) as well as
 * its class: a route's server bundle can hold its own copy of Payload's error classes, and then
 * `instanceof` misses the error the other copy threw.
 */
function isRefusedWrite(error: unknown): error is RefusedWrite {
  if (error instanceof ValidationError) return true
  const candidate = error as { status?: unknown; data?: { errors?: unknown } } | null
  return Boolean(candidate) && candidate!.status === 400 && Array.isArray(candidate!.data?.errors)
}

/**
 * The field messages of a refused Payload write (a slug clash, a blocked word, a goal out of
 * range), keyed by field, for the form to show at each field. Anything else is not the person's
 * mistake and is thrown on.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isRefusedWrite(error)) throw error
  const errors: FieldErrors = {}
  for (const { path, message } of error.data.errors) (errors[path] ??= []).push(message)
  return errors
}

import type { AfterErrorHook } from 'payload'

type PublicError = { isPublic?: boolean; status?: number; message?: string; data?: unknown }

const fieldErrorsOf = (data: unknown): Record<string, unknown> | null =>
  typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors) ? (data as Record<string, unknown>) : null

/**
 * The REST answer to a save that a field's check or a hook refused, with its message and the
 * fields to mark, as Payload gives it when it runs unbundled. Payload tells its own errors apart by
 * class and by class name; the built site's server code holds more than one copy of those classes
 * and shortens their names, so the admin got "An unknown error occurred." or a notice naming no
 * field. Only errors Payload itself would show (public, 4xx) are answered here; GraphQL keeps its
 * own answer.
 */
export const publicErrorResponse: AfterErrorHook = ({ error, graphqlResult }) => {
  if (graphqlResult) return
  const { isPublic, status, message, data } = error as PublicError
  if (!status || status < 400 || status >= 500) return
  if (isPublic === false) return
  const fields = fieldErrorsOf(data)
  return {
    status,
    response: { errors: [fields ? { name: 'ValidationError', data: fields, message: message ?? '' } : { message: message ?? '' }] },
  }
}

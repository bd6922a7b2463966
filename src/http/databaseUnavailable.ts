/**
 * Wraps an API route handler so that a request failing because the database is gone answers
 * 503 with a plain message (and Retry-After) instead of a 500 or a hang. Only a failure is
 * checked against the database; a working request costs nothing extra.
 */
import { checkDatabase } from '@/operations/databaseHealth'
import { getPayloadClient } from '@/utilities/getPayloadClient'

const DATABASE_UNAVAILABLE_MESSAGE = 'The site’s database is not answering right now. Please try again in a minute.'

const unavailable = () =>
  Response.json(
    { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] },
    { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } },
  )

export function answerWhenDatabaseDown<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    let response: Response | undefined
    let failure: unknown
    try {
      response = await handler(...args)
      if (response.status < 500) return response
    } catch (error) {
      failure = error
    }
    const health = await checkDatabase(getPayloadClient)
    if (health.database === 'unreachable') return unavailable()
    if (response) return response
    throw failure
  }
}

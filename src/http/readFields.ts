import type { PayloadRequest } from 'payload'

/**
 * The fields of a custom endpoint's body, sent either as JSON (API clients) or as a form post
 * (the staff pages work without scripts). Unreadable or missing bodies give no fields.
 */
export async function readFields(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  }
  return Object.fromEntries((await req.formData?.())?.entries() ?? [])
}

/**
 * The answers of the pages that post plain forms (they work without JavaScript): the form's
 * string fields, a 303 back to a page, or a short plain-text refusal. Never cached.
 */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData()
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  } catch {
    return null
  }
}

export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...headers } })

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

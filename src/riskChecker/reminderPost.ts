/** Reading the small forms of the reminder pages: url-encoded or multipart, strings only. */
export async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData()
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  } catch {
    return null
  }
}

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

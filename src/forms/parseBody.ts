/** Reads a form post: multipart or urlencoded only, 64 KB at most. */
import type { PostedData } from './definitions'

export const MAX_BODY_BYTES = 64 * 1024

export type ParsedBody =
  | { ok: true; data: PostedData }
  | { ok: false; status: 413 | 415 | 400; error: string }

const ACCEPTED = ['multipart/form-data', 'application/x-www-form-urlencoded']

export async function parseFormBody(request: Request): Promise<ParsedBody> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  const kind = ACCEPTED.find((type) => contentType.startsWith(type))
  if (!kind) {
    return { ok: false, status: 415, error: 'Send the form as multipart/form-data or application/x-www-form-urlencoded.' }
  }
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    return { ok: false, status: 413, error: `The form is larger than ${MAX_BODY_BYTES / 1024} KB.` }
  }
  // Read at most the limit even when Content-Length is absent or wrong.
  const bytes = await readLimited(request, MAX_BODY_BYTES)
  if (bytes === null) return { ok: false, status: 413, error: `The form is larger than ${MAX_BODY_BYTES / 1024} KB.` }

  let form: FormData | URLSearchParams
  try {
    if (kind === 'application/x-www-form-urlencoded') {
      form = new URLSearchParams(new TextDecoder().decode(bytes))
    } else {
      form = await new Response(bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
    }
  } catch {
    return { ok: false, status: 400, error: 'The form data could not be read.' }
  }
  const data: PostedData = {}
  for (const [name, value] of form.entries()) {
    // Files are not part of any form; ignore them rather than store them.
    if (typeof value !== 'string') continue
    const key = name.endsWith('[]') ? name.slice(0, -2) : name
    const existing = data[key]
    data[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return { ok: true, data }
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

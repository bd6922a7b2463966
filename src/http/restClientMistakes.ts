/**
 * Payload's REST handlers answer 500 to two client mistakes: a `where` parameter that is
 * neither JSON nor bracket notation (`?where=abc`), and an id that is not a number where the
 * database expects one (`/api/pages/abc`, `?where[id][in]=a,b`: the driver refuses NaN). Both
 * get a 400 with a plain message here. A 500 with well-formed ids is left as it is: that one is
 * the server's fault.
 */
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const isInteger = (s: string) => /^\d+$/.test(s)
const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'cache-control': 'no-store' } })

function whereIsMalformed(params: URLSearchParams): boolean {
  const raw = params.get('where')
  if (raw === null) return false
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)
  } catch {
    return true
  }
}

/** An id in the path (/api/{collection}/{id}) or an id filter that is not a whole number. */
function hasNonNumericId(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments[0] === 'api' && segments.length >= 3 && segments[1] !== 'globals' && !isInteger(decodeURIComponent(segments[2]!))) return true
  for (const [key, value] of url.searchParams) {
    if (/\[id\]/.test(key) && value.split(',').some((v) => v !== '' && !isInteger(v))) return true
  }
  return false
}

export function withClientMistakesAs400(handler: Handler): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    if (whereIsMalformed(url.searchParams)) return badRequest('The where parameter must be a JSON object or written as where[field][operator]=value.')
    const response = await handler(request, context)
    if (response.status === 500 && hasNonNumericId(url)) return badRequest('An id in the request is not a number.')
    return response
  }
}

/**
 * Payload's GraphQL handler answers 500 to a body that is not JSON. That is the client's
 * mistake, so it gets a 400 with a plain message here, before the handler sees it.
 */
export function requireJsonBody(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('json')) return handler(request)
    const text = await request.text()
    try {
      JSON.parse(text)
    } catch {
      return Response.json({ errors: [{ message: 'The request body is not valid JSON.' }] }, { status: 400 })
    }
    return handler(new Request(request, { body: text }))
  }
}

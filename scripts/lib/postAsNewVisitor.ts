/**
 * One POST over a connection of its own, closed after the answer: as from a visitor's browser,
 * which sends the form over a connection of its own (the one that loaded the page minutes
 * earlier has long timed out).
 *
 * Why not fetch: its one shared pool of kept-alive connections is the bench's, not any visitor's.
 * After the untimed warm-up had left 20 connections open, the first 50 timed donations waited
 * 0.8–2 s before the server even read them (a server-side trace showed each took at most 320 ms
 * once read), so the bench measured its own pool. With a connection per post the same server
 * answers every one of them in turn.
 */
import http from 'node:http'

export type Answer = { status: number; text: string }

export async function postAsNewVisitor(url: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}): Promise<Answer> {
  // Encoded as fetch would send it (multipart boundary or urlencoded), outside the timing of the server.
  const encoded = new Response(body)
  const bytes = Buffer.from(await encoded.arrayBuffer())
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? 'application/octet-stream', 'content-length': bytes.length },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(bytes)
  })
}

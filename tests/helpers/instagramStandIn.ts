/**
 * A local stand-in for Instagram's Graph API (GET /me/media), for tests of the Instagram
 * feed: pages of generated media with cursors, the access token checked, and a switch that
 * makes it fail (HTTP 500) to test the last-good-page behaviour.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandIn = {
  url: string
  /** Requests answered so far (to prove caching). */
  requests: () => number
  setFailing: (failing: boolean) => void
  close: () => Promise<void>
}

export const STAND_IN_TOKEN = 'stand-in-token'

export function mediaItem(n: number) {
  const id = String(17_900_000_000_000_000n + BigInt(n))
  const carousel = n % 5 === 0
  return {
    id,
    caption: `Stand-in post ${n}`,
    media_type: carousel ? 'CAROUSEL_ALBUM' : 'IMAGE',
    media_url: `https://cdn.example.org/ig/${n}.jpg`,
    permalink: `https://www.instagram.com/p/standin${n}/`,
    timestamp: new Date(Date.UTC(2026, 0, 31 - (n % 28))).toISOString().replace('.000Z', '+0000'),
    ...(carousel
      ? { children: { data: [1, 2].map((c) => ({ id: `${id}${c}`, media_type: 'IMAGE', media_url: `https://cdn.example.org/ig/${n}-${c}.jpg` })) } }
      : {}),
  }
}

export async function startInstagramStandIn(total = 20): Promise<StandIn> {
  let failing = false
  let count = 0
  const server = http.createServer((req, res) => {
    count++
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (failing) return send(500, { error: { message: 'stand-in failure', code: 2 } })
    if (url.pathname !== '/me/media') return send(404, { error: { message: 'unknown path' } })
    if (url.searchParams.get('access_token') !== STAND_IN_TOKEN) return send(400, { error: { message: 'Invalid OAuth access token', code: 190 } })
    const limit = Number(url.searchParams.get('limit') ?? 25)
    const start = Number(url.searchParams.get('after') ?? 0)
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => mediaItem(start + i + 1))
    const end = start + items.length
    send(200, {
      data: items,
      paging: {
        cursors: { before: String(start), after: String(end) },
        ...(end < total ? { next: `https://graph.instagram.com/me/media?after=${end}&access_token=${STAND_IN_TOKEN}` } : {}),
      },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    setFailing: (value) => {
      failing = value
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

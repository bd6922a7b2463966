/**
 * The client address the rate limits count (src/http/peerAddress.ts): set from the socket on
 * Node's `http.server.request.start` diagnostics channel, before the server's request handler
 * runs. Fails if Node stops publishing that channel ahead of the handler.
 */
import http from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installPeerAddressHeader } from '@/http/peerAddress'

let server: http.Server
let url: string
const saved = process.env.TRUST_PROXY

beforeAll(async () => {
  installPeerAddressHeader()
  server = http.createServer((req, res) => res.end(String(req.headers['x-forwarded-for'] ?? '')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
})
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = saved
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('peer address', () => {
  it('replaces a forged X-Forwarded-For with the socket address when no proxy is trusted', async () => {
    delete process.env.TRUST_PROXY
    const seen = await (await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()
    expect(seen).toBe('127.0.0.1')
  })

  it('sets it when the client sent none', async () => {
    delete process.env.TRUST_PROXY
    expect(await (await fetch(url)).text()).toBe('127.0.0.1')
  })

  it("keeps the proxy's header when the operator trusts one", async () => {
    process.env.TRUST_PROXY = '1'
    expect(await (await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('203.0.113.9')
  })
})

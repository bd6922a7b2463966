/**
 * The start-up waits' fetch deadline (scripts/lib/readWithin.ts): a server that accepts and never
 * answers makes it throw by its deadline; one that answers lets it return.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readWithin } from '../../scripts/lib/readWithin'

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/answers') res.end('ok')
    // Anything else is accepted and never answered.
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('readWithin', () => {
  it('reads an answer', async () => {
    await expect(readWithin(`${base}/answers`, 5_000)).resolves.toBeUndefined()
  })

  it('gives up by its deadline on a server that never answers', async () => {
    const started = Date.now()
    await expect(readWithin(`${base}/silent`, 300)).rejects.toThrow(/did not answer within 0.3s/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

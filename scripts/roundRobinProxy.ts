/**
 * A small round-robin HTTP proxy in front of several server processes, as a load balancer
 * would be: each new request goes to the next instance in turn. Used by the three-instance test
 * (tests/e2e/instances.pg-only.test.ts) and `npm run bench:pages -- --instances 3`.
 * It adds X-Forwarded-For/-Host/-Proto like a real proxy; the instances believe them only with
 * TRUST_PROXY set (src/http/clientAddress.ts).
 */
import http from 'node:http'
import { freePort } from './siteServer'

export type RoundRobinProxy = {
  url: string
  /** Which instance (index into the targets) answered each request so far, in order. */
  served: () => number[]
  stop: () => Promise<void>
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const upstreams = targets.map((t) => new URL(t))
  // Kept-alive connections to the instances, as a load balancer keeps them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const served: number[] = []
  let next = 0
  const server = http.createServer((req, res) => {
    const i = next
    next = (next + 1) % upstreams.length
    served.push(i)
    if (served.length > 10_000) served.splice(0, 5_000)
    const target = upstreams[i]!
    const headers = {
      ...req.headers,
      'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
      'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
      'x-forwarded-proto': 'http',
    }
    const upstream = http.request(
      { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(`Instance ${i + 1} did not answer: ${error.message}`)
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 10_000
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    served: () => [...served],
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}

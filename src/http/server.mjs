/**
 * The site's server: Next.js's request handler in Node's HTTP server, as `next start` runs it,
 * with one step added. Every page's HTML, cached or rendered for the request, passes through
 * src/http/startScriptsAfterFirstPaint.mjs on its way out, so the page is painted before the
 * app's scripts start (why: docs/performance.md). Next.js offers no hook on the HTML it sends;
 * a server of our own around its handler is the documented way to add one.
 *
 * Compression moves here (next.config.ts turns Next.js's off): the transform must see the HTML
 * before it is compressed.
 *
 * Stopping is as with `next start`: on SIGTERM or SIGINT it takes no new connections, lets the
 * requests in flight finish, then exits (143 or 130). The handlers are in place before the app
 * loads, so src/jobs/finishJobsBeforeExit.ts makes that exit wait for running jobs too.
 *
 *   node src/http/server.mjs [-p port] [-H hostname]
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import compression from 'compression'
import { scriptsAfterFirstPaintTransform } from './startScriptsAfterFirstPaint.mjs'
import { transformHtmlBody } from './transformHtmlBody.mjs'

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname
/**
 * The host Next.js builds its own URLs with. Its proxy sees a loopback address as "localhost"
 * (NextURL rewrites 127.0.0.1 and ::1 so), so its origin must say "localhost" too: otherwise a
 * rewrite from src/proxy.ts names another origin, and Next.js fetches it from itself over HTTP.
 */
const nextHostname = !hostname || /^(?:127\.|::1$|\[::1\]$)/.test(hostname) ? 'localhost' : hostname
// As `next start`: a production server unless NODE_ENV says otherwise. Set before Next.js loads.
process.env.NODE_ENV ||= 'production'
process.env.PORT = String(port)
// Next.js's server actions fetch a redirect's target from this origin; `next start` sets it too.
process.env.__NEXT_PRIVATE_ORIGIN = `http://${nextHostname}:${port}`

const { default: next } = await import('next')

/** The nonce Next.js put on this page's scripts, from the policy src/proxy.ts sent with it. */
const nonceOf = (/** @type {import('node:http').ServerResponse} */ res) =>
  /'nonce-([^']+)'/.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1]

/**
 * A page from the cache comes whole with Next.js's ETag, a hash of its bytes: its transformed
 * copy is kept under that tag. Pages with a nonce differ on every request.
 */
const rememberAs = (/** @type {import('node:http').ServerResponse} */ res) => {
  const etag = res.getHeader('etag')
  return typeof etag === 'string' && !nonceOf(res) ? etag : undefined
}

const app = next({ dev: false, dir: process.cwd(), hostname: nextHostname, port })
const isAdmin = (/** @type {string | undefined} */ url) => /^\/admin(?:[/?#]|$)/.test(url ?? '')
const compress = compression()
// Requests that arrive while the app loads wait for it, as with `next start`.
const ready = app.prepare().then(() => app.getRequestHandler())
ready.catch((error) => {
  console.error('The site could not load:', error)
  process.exit(1)
})

const server = http.createServer((req, res) => {
  // compression releases its zlib stream itself when a client goes away mid-answer.
  compress(req, /** @type {any} */ (res), async () => {
    // The admin is an app, not a page to read: its scripts start as Next.js has them.
    if (!isAdmin(req.url)) {
      transformHtmlBody(res, (answer) => scriptsAfterFirstPaintTransform({ nonce: nonceOf(answer) }), rememberAs)
    }
    try {
      await (await ready)(req, res)
    } catch (error) {
      console.error(`Failed to answer ${req.url}:`, error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    }
  })
})

let stopping = false
const stop = (/** @type {NodeJS.Signals} */ signal) => {
  if (stopping) return
  stopping = true
  server.close(async () => {
    await app.close().catch(console.error)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
  // Idle keep-alive connections would hold the close open; connections mid-request finish first.
  server.closeIdleConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

server.on('error', (error) => {
  console.error('The server could not start:', error)
  process.exit(1)
})
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`))

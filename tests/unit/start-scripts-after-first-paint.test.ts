import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  FALLBACK_MS,
  LOADER_ID,
  scriptsAfterFirstPaintTransform,
  scriptsStartedAfterFirstPaint,
  startScriptsAfterFirstPaint,
} from '@/http/startScriptsAfterFirstPaint.mjs'
import { transformHtmlBody } from '@/http/transformHtmlBody.mjs'

// A page as Next.js renders it: async chunks, a noModule polyfill, inline data, the bootstrap
// script at the end of the body.
const page = (extra = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low"${extra} href="/_next/static/chunks/a1.js"/>` +
  `<script src="/_next/static/chunks/a1.js" async=""${extra}></script>` +
  `<script src="/_next/static/chunks/turbopack-b2.js" async=""${extra}></script>` +
  `<title>Home</title><script src="/_next/static/chunks/c3.js" async=""${extra}></script>` +
  '<link rel="preload" as="script" fetchPriority="low" href="/other/analytics.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/lazy5.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><p>Hello é</p><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  // React writes the nonce before `async` on this one.
  `<script src="/_next/static/chunks/d4.js"${extra} async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

const STARTED = {
  scripts: ['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js', '/_next/static/chunks/c3.js', '/_next/static/chunks/d4.js'],
  // a1.js is a script too: fetched once, as the script.
  preloads: ['/_next/static/chunks/lazy5.js'],
}

const loaderOf = (html: string) => /<script id="[^"]+"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

describe('startScriptsAfterFirstPaint', () => {
  it('turns every async Next.js script and the chunks React preloads into markers that one loader starts', () => {
    const out = startScriptsAfterFirstPaint(page())
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(out).not.toMatch(/<link rel="preload"[^>]*\/_next\/static\//)
    expect(out).toContain(`<script id="${LOADER_ID}">`)
    expect(scriptsStartedAfterFirstPaint(out)).toEqual(STARTED)
    expect(scriptsStartedAfterFirstPaint(page())).toEqual({ scripts: [], preloads: [] })
    // The loader sits at the end of the head, before the body's inline data.
    expect(out.indexOf(LOADER_ID)).toBeLessThan(out.indexOf('</head>'))
  })

  it('keeps everything else: other preload hints, the noModule polyfill, the title and the inline scripts', () => {
    const out = startScriptsAfterFirstPaint(page())
    for (const kept of ['href="/other/analytics.js"', 'polyfills.js" noModule=""', '<title>Home</title>', '<body><p>Hello é</p><script id="_R_">', '<script>(self.__next_f']) {
      expect(out).toContain(kept)
    }
  })

  it('waits for the first contentful paint, and starts at once on a hidden page or after the fallback', () => {
    const code = loaderOf(startScriptsAfterFirstPaint(page()))
    expect(code).toContain('first-contentful-paint')
    expect(code).toContain('visibilityState!=="visible"')
    expect(code).toContain(`setTimeout(go,${FALLBACK_MS})`)
    // Markers parsed after the start (a page still streaming) start with the complete document.
    expect(code).toContain('DOMContentLoaded')
    // It parses as a script.
    expect(() => new Function(code)).not.toThrow()
  })

  it('gives the loader the page nonce, which it passes on to the scripts it adds', () => {
    const out = startScriptsAfterFirstPaint(page(' nonce="abc=="'), { nonce: 'abc==' })
    expect(out).toContain(`<script id="${LOADER_ID}" nonce="abc==">`)
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async=""/)
    expect(scriptsStartedAfterFirstPaint(out)).toEqual(STARTED)
    expect(loaderOf(out)).toContain('e.nonce=n')
  })

  it('gives the same page however the stream is cut, one character at a time included', () => {
    const whole = startScriptsAfterFirstPaint(page())
    for (const size of [1, 7, 64, 333]) {
      const transform = scriptsAfterFirstPaintTransform()
      const html = page()
      let out = ''
      for (let at = 0; at < html.length; at += size) out += transform.write(html.slice(at, at + size))
      expect(out + transform.end()).toBe(whole)
    }
  })

  it('sends the head as soon as it is complete, and the body as it comes', () => {
    const transform = scriptsAfterFirstPaintTransform()
    const html = page()
    const bodyAt = html.indexOf('<body>')
    expect(transform.write(html.slice(0, 40))).toBe('')
    const head = transform.write(html.slice(40, bodyAt + 20))
    expect(head).toContain(`${LOADER_ID}`)
    expect(head).toContain('<body><p>Hello')
    expect(transform.write(html.slice(bodyAt + 20)) + transform.end()).toContain('<template data-script-after-paint="/_next/static/chunks/d4.js"></template>')
  })

  it('leaves a page alone when it is the error shell, has no head, or has no Next.js scripts in its head', () => {
    expect(startScriptsAfterFirstPaint('<p>fragment</p>')).toBe('<p>fragment</p>')
    const errorShell = page().replace('<html lang="en">', '<html id="__next_error__">')
    expect(startScriptsAfterFirstPaint(errorShell)).toBe(errorShell)
    // Never a marker without a loader: the body's scripts stay too.
    const plain = '<html><head><script src="/other.js" async=""></script></head><body><script src="/_next/static/chunks/d4.js" async=""></script></body></html>'
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain)
  })
})

describe('transformHtmlBody', () => {
  async function serve(answer: (res: http.ServerResponse) => void, rememberAs?: (res: http.ServerResponse) => string | undefined, onWrite?: () => void) {
    const server = http.createServer((_req, res) => {
      transformHtmlBody(
        res,
        () => {
          const transform = scriptsAfterFirstPaintTransform()
          return { write: (text: string) => (onWrite?.(), transform.write(text)), end: transform.end }
        },
        rememberAs,
      )
      answer(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const response = await fetch(url)
      return { status: response.status, headers: response.headers, body: await response.text() }
    } finally {
      server.close()
    }
  }

  it('transforms an HTML answer sent whole, with its length dropped', async () => {
    const html = Buffer.from(page())
    const { headers, body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Length', html.length)
      res.end(html)
    })
    expect(body).toBe(startScriptsAfterFirstPaint(page()))
    expect(headers.get('content-length')).toBeNull()
  })

  it('transforms an HTML answer streamed in chunks cut inside tags and characters', async () => {
    const bytes = Buffer.from(page())
    const { body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      // "é" is two bytes: a cut at every 5 bytes splits it somewhere.
      for (let at = 0; at < bytes.length; at += 5) res.write(bytes.subarray(at, at + 5))
      res.end()
    })
    expect(body).toBe(startScriptsAfterFirstPaint(page()))
  })

  it('transforms a whole page once per ETag and length, and sends the kept copy after that', async () => {
    let writes = 0
    const send = (html: string, etag: string) =>
      serve(
        (res) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('ETag', etag)
          res.end(Buffer.from(html))
        },
        (res) => String(res.getHeader('etag')),
        () => writes++,
      )
    const first = await send(page(), '"unit-a"')
    const writesAfterFirst = writes
    const second = await send(page(), '"unit-a"')
    expect(second.body).toBe(first.body)
    expect(second.body).toBe(startScriptsAfterFirstPaint(page()))
    expect(writes).toBe(writesAfterFirst)
    // Another body under the same tag (another length) is transformed afresh, never confused.
    const other = page().replace('Hello', 'Hello again')
    expect((await send(other, '"unit-a"')).body).toBe(startScriptsAfterFirstPaint(other))
    expect(writes).toBeGreaterThan(writesAfterFirst)
  })

  it('leaves other answers alone, and an HTML answer that is already encoded', async () => {
    const { body } = await serve((res) => {
      res.setHeader('Content-Type', 'text/x-component')
      res.end(page())
    })
    expect(body).toBe(page())
    const encoded = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Encoding', 'gzip')
      res.end(zlib.gzipSync(page()))
    })
    // fetch decompresses: the bytes arrived intact.
    expect(encoded.body).toBe(page())
  })
})

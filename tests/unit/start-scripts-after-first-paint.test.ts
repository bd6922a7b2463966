import { describe, expect, it } from 'vitest'
import { FALLBACK_MS, LOADER_ID, scriptsStartedAfterFirstPaint, startScriptsAfterFirstPaint } from '@/http/startScriptsAfterFirstPaint.mjs'

// The head as Next.js renders it for a cached page: async chunks, a noModule polyfill, inline data.
const page = (extra = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/>' +
  '<script src="/_next/static/chunks/a1.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b2.js" async=""></script>' +
  `<title>Home</title><script src="/_next/static/chunks/c3.js" async=""${extra}></script>` +
  '<link rel="preload" as="script" fetchPriority="low" href="/other/analytics.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/lazy5.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><p>Hello</p><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/d4.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

const loaderOf = (html: string) => /<script id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

describe('startScriptsAfterFirstPaint', () => {
  it('moves every async Next.js script and the chunks React preloads into one loader, in their order', () => {
    const out = startScriptsAfterFirstPaint(page())
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(out).not.toMatch(/<link rel="preload"[^>]*\/_next\/static\//)
    expect(out).toContain(`<script id="${LOADER_ID}">`)
    expect(scriptsStartedAfterFirstPaint(out)).toEqual({
      scripts: ['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js', '/_next/static/chunks/c3.js', '/_next/static/chunks/d4.js'],
      // a1.js is a script too: preloaded once, as a script.
      preloads: ['/_next/static/chunks/lazy5.js'],
    })
    expect(scriptsStartedAfterFirstPaint(page())).toEqual({ scripts: [], preloads: [] })
    // The loader sits at the end of the head, before the body's inline data.
    expect(out.indexOf(LOADER_ID)).toBeLessThan(out.indexOf('</head>'))
  })

  it('keeps everything else: other preload hints, the noModule polyfill, the title and the inline scripts', () => {
    const out = startScriptsAfterFirstPaint(page())
    for (const kept of ['href="/other/analytics.js"', 'polyfills.js" noModule=""', '<title>Home</title>', '<body><p>Hello</p><script id="_R_">', '<script>(self.__next_f']) {
      expect(out).toContain(kept)
    }
  })

  it('waits for the first contentful paint, and starts at once on a hidden page or after the fallback', () => {
    const code = loaderOf(startScriptsAfterFirstPaint(page()))
    expect(code).toContain('first-contentful-paint')
    expect(code).toContain('visibilityState!=="visible"')
    expect(code).toContain(`setTimeout(go,${FALLBACK_MS})`)
    // It parses as a script.
    expect(() => new Function(code)).not.toThrow()
  })

  it('leaves a page alone when it is already transformed, has a nonce, is the error shell, has no head or no Next.js scripts', () => {
    const once = startScriptsAfterFirstPaint(page())
    expect(startScriptsAfterFirstPaint(once)).toBe(once)
    const signed = page(' nonce="abc"')
    expect(startScriptsAfterFirstPaint(signed)).toBe(signed)
    expect(startScriptsAfterFirstPaint('<p>fragment</p>')).toBe('<p>fragment</p>')
    const errorShell = page().replace('<html lang="en">', '<html id="__next_error__">')
    expect(startScriptsAfterFirstPaint(errorShell)).toBe(errorShell)
    const plain = '<html><head><script src="/other.js" async=""></script></head><body></body></html>'
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain)
  })
})

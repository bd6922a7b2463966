/**
 * Passes the body of each HTML answer through a text transform on its way out, as Next.js writes
 * it (whole for a cached page, in chunks for a streamed render). Other answers, and answers
 * without a body, go out untouched.
 *
 * Plain JavaScript: used by src/http/server.mjs, which Node runs as it is.
 */
import { StringDecoder } from 'node:string_decoder'

/** @typedef {{ write: (text: string) => string, end: () => string }} TextTransform */

/**
 * Whole answers already transformed, by the key the caller gave them (a cached page's ETag):
 * a page served from the cache is the same bytes on every hit, and decoding, transforming and
 * encoding it again each time halved the requests a process could answer (docs/performance.md).
 * The oldest is forgotten first; a few dozen pages cover the site's busiest.
 * @type {Map<string, Buffer>}
 */
const remembered = new Map()
const MAX_REMEMBERED = 64

/** The body kept under key, now the most recently used; or undefined. */
function recall(/** @type {string} */ key) {
  const body = remembered.get(key)
  if (body) {
    remembered.delete(key)
    remembered.set(key, body)
  }
  return body
}

/** Keeps body under key (the oldest goes when there are too many) and returns it. */
function remember(/** @type {string} */ key, /** @type {Buffer} */ body) {
  remembered.set(key, body)
  if (remembered.size > MAX_REMEMBERED) remembered.delete(/** @type {string} */ (remembered.keys().next().value))
  return body
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => TextTransform | undefined} transformFor
 *   called once, when the body starts: the transform for this answer, or undefined to leave it alone
 * @param {(res: import('node:http').ServerResponse) => string | undefined} [rememberAs]
 *   for an answer sent whole: a name for its exact body and transform (or undefined); the result
 *   is kept under that name and the body's length for the next answer with both
 */
export function transformHtmlBody(res, transformFor, rememberAs) {
  const write = res.write
  const end = res.end
  const writeHead = res.writeHead
  /** @type {TextTransform | null | undefined} undefined until the body starts; null: left alone */
  let transform
  let started = false
  const decoder = new StringDecoder('utf8')
  const decide = () => {
    if (transform !== undefined) return
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html') && res.req?.method !== 'HEAD'
    // A body already encoded (an answer passed on from elsewhere) is bytes, not text.
    const encoded = res.getHeader('content-encoding') !== undefined
    transform = (html && !encoded && transformFor(res)) || null
    // The length Next.js set for a cached page was the length before the transform.
    if (transform && !res.headersSent) res.removeHeader('content-length')
  }
  /** @param {unknown} chunk */
  const text = (chunk) => (typeof chunk === 'string' ? chunk : decoder.write(/** @type {Buffer} */ (chunk)))

  // Decided when the headers go out (before the server's compression names its encoding), or at
  // the first body bytes.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function () {
      decide()
      return writeHead.apply(res, /** @type {any} */ (arguments))
    }
  )
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide()
      if (!transform) return write.apply(res, /** @type {any} */ (arguments))
      if (typeof encoding === 'function') callback = encoding
      started = true
      const out = transform.write(text(chunk))
      if (out) return write.call(res, out, 'utf8', callback)
      // Held back (an unfinished head or tag): nothing to send yet, and no pressure to report.
      if (typeof callback === 'function') process.nextTick(callback)
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide()
      if (!transform) return end.apply(res, /** @type {any} */ (arguments))
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
      else if (typeof encoding === 'function') callback = encoding
      const name = !started && chunk != null ? rememberAs?.(res) : undefined
      const key = name === undefined ? undefined : `${name} ${Buffer.byteLength(chunk)}`
      const known = key === undefined ? undefined : recall(key)
      if (known) return end.call(res, known, callback)
      const last = (chunk == null ? '' : transform.write(text(chunk))) + transform.write(decoder.end()) + transform.end()
      if (key === undefined) return end.call(res, last, 'utf8', callback)
      return end.call(res, remember(key, Buffer.from(last)), callback)
    }
  )
}

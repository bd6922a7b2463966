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
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => TextTransform | undefined} transformFor
 *   called once, when the body starts: the transform for this answer, or undefined to leave it alone
 */
export function transformHtmlBody(res, transformFor) {
  const write = res.write
  const end = res.end
  /** @type {TextTransform | null | undefined} undefined until the body starts; null: left alone */
  let transform
  const decoder = new StringDecoder('utf8')
  const decide = () => {
    if (transform !== undefined) return
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html') && res.req?.method !== 'HEAD'
    transform = (html && transformFor(res)) || null
    // The length Next.js set for a cached page was the length before the transform.
    if (transform && !res.headersSent) res.removeHeader('content-length')
  }
  /** @param {unknown} chunk */
  const text = (chunk) => (typeof chunk === 'string' ? chunk : decoder.write(/** @type {Buffer} */ (chunk)))

  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide()
      if (!transform) return write.apply(res, /** @type {any} */ (arguments))
      if (typeof encoding === 'function') callback = encoding
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
      const last = (chunk == null ? '' : transform.write(text(chunk))) + transform.write(decoder.end()) + transform.end()
      return end.call(res, last, 'utf8', callback)
    }
  )
}

/**
 * Every page shows its content before the app's scripts run.
 *
 * Next.js puts each of its scripts in the page's <head> as `<script src async>`. A phone that
 * already has them (a second visit), or gets them quickly, runs them as they arrive: 140 KB of
 * framework code then runs before the page is first painted, and the reader waits for it. Next.js
 * has no setting to change this (its tags come from React's renderer). So the site's server
 * (src/http/server.mjs) passes every HTML answer through this transform, cached or rendered for
 * the request: each of those tags (React's bootstrap tag at the end of the body too) becomes an
 * inert <template> marker, and one small inline script at the end of the head starts the marked
 * scripts, asynchronously as before, once the browser reports the first contentful paint. They
 * were async, so their order never mattered. The page itself, and the page without JavaScript,
 * do not change; the app starts a moment after the text is on screen.
 *
 * The scripts are fetched after that paint, and React's preload hints for the app's chunks become
 * markers too: fetched early, they share the connection with the page's font and images, and the
 * first paint comes later (measured in docs/performance.md).
 *
 * It works on the stream as Next.js writes it: the head is held until `</head>` (Next.js sends it
 * in one piece), and after that only an unfinished tag at the end of a chunk waits for the next.
 *
 * Plain JavaScript: the server is run by Node as it is, outside Next.js's bundles.
 */

/** Marks the inline script. */
export const LOADER_ID = 'start-scripts-after-first-paint'

/** At the latest, when no paint is reported (an old browser, a tab that never shows). */
export const FALLBACK_MS = 1000

const SCRIPT_MARK = 'data-script-after-paint'
const PRELOAD_MARK = 'data-preload-after-paint'

/** Next.js's own async scripts, with the request's nonce (before or after `async`) on pages that carry one. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?=[^>]* async="")(?: async=""| nonce="[^"]*")+><\/script>/g
/** React's preload hints for the app's scripts, in either order of their attributes. */
const SCRIPT_PRELOAD = /<link rel="preload"(?=[^>]* as="script")(?=[^>]* href="(\/_next\/static\/[^"]+)")[^>]*\/>/g
/** Next.js's error shell (the cached not-found page): only its scripts draw its content. */
const ERROR_SHELL = '<html id="__next_error__"'
/** A head this long without `</head>` is not a page of ours: it goes out as it is. */
const MAX_HEAD = 512 * 1024

/**
 * The loader, in the plain JavaScript every browser reads. At the start it adds a script tag for
 * each marked script and a preload hint for each marked chunk of the page's lazily loaded
 * components, so those download beside the rest instead of after the app asks for them. Markers
 * the browser has not parsed yet (a page still streaming) start when the document is complete.
 * A chunk that is also a script is fetched once, as the script.
 * A hidden page paints nothing, so it starts at once. On a page with a nonce the loader carries
 * it, and passes it on to the scripts it adds.
 * @param {string | undefined} nonce
 */
function loader(nonce) {
  const attribute = nonce ? ` nonce="${nonce}"` : ''
  return (
    `<script id="${LOADER_ID}"${attribute}>(function(){var d=false,n=document.currentScript&&document.currentScript.nonce,seen={};` +
    'function each(a,f){var l=document.querySelectorAll("template["+a+"]");for(var i=0;i<l.length;i++){var u=l[i].getAttribute(a);if(!seen[a+u]){seen[a+u]=1;f(u)}}}' +
    'function start(){var h=document.head;' +
    `each("${SCRIPT_MARK}",function(u){var e=document.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;h.appendChild(e)});` +
    `each("${PRELOAD_MARK}",function(u){if(seen["${SCRIPT_MARK}"+u])return;var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;h.appendChild(l)})}` +
    'function go(){if(d)return;d=true;start();if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start)}' +
    'if(document.visibilityState!=="visible"||!window.PerformanceObserver)return go();' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){return go()}' +
    `setTimeout(go,${FALLBACK_MS})})()</script>`
  )
}

/** @param {string} text */
function markTags(text) {
  return text
    .replace(NEXT_SCRIPT, (_tag, src) => `<template ${SCRIPT_MARK}="${src}"></template>`)
    .replace(SCRIPT_PRELOAD, (_hint, href) => `<template ${PRELOAD_MARK}="${href}"></template>`)
}

/**
 * Where a chunk can be cut safely: before an unfinished tag, or before a script whose closing
 * tag has not arrived.
 * @param {string} text
 */
function safeEnd(text) {
  let end = text.length
  const lastTag = text.lastIndexOf('<')
  if (lastTag >= 0 && text.indexOf('>', lastTag) < 0) end = lastTag
  const lastScript = text.lastIndexOf('<script')
  if (lastScript >= 0 && text.indexOf('</script>', lastScript) < 0) end = Math.min(end, lastScript)
  return end
}

/**
 * A transform for one HTML answer, fed its text in order. A page without Next.js's scripts in
 * its head, or without a head, or Next.js's error shell, goes out as it came.
 * @param {{ nonce?: string }} [options]
 * @returns {{ write: (text: string) => string, end: () => string }}
 */
export function scriptsAfterFirstPaintTransform(options = {}) {
  let pending = ''
  /** @type {'head' | 'body' | 'as-is'} */
  let state = 'head'
  const take = (/** @type {number} */ end) => {
    const out = pending.slice(0, end)
    pending = pending.slice(end)
    return out
  }
  return {
    write(text) {
      pending += text
      if (state === 'as-is') return take(pending.length)
      let out = ''
      if (state === 'head') {
        const headEnd = pending.indexOf('</head>')
        if (headEnd < 0) {
          if (pending.length <= MAX_HEAD) return ''
          state = 'as-is'
          return take(pending.length)
        }
        const head = take(headEnd)
        const marked = markTags(head)
        if (head.includes(ERROR_SHELL) || !marked.includes(SCRIPT_MARK)) {
          state = 'as-is'
          return head + take(pending.length)
        }
        state = 'body'
        out = marked + loader(options.nonce)
      }
      return out + markTags(take(safeEnd(pending)))
    },
    end() {
      const rest = take(pending.length)
      return state === 'body' ? markTags(rest) : rest
    },
  }
}

/**
 * A whole page through the transform (a cached page, a test's fixture).
 * @param {string} html
 * @param {{ nonce?: string }} [options]
 */
export function startScriptsAfterFirstPaint(html, options) {
  const transform = scriptsAfterFirstPaintTransform(options)
  return transform.write(html) + transform.end()
}

/**
 * What a transformed page's loader starts: its scripts and the chunks it preloads (empty lists
 * for a page that was left alone). For `npm run measure:js`, which counts them as first-load
 * JavaScript.
 * @param {string} html
 * @returns {{ scripts: string[], preloads: string[] }}
 */
export function scriptsStartedAfterFirstPaint(html) {
  const marked = (/** @type {string} */ mark) =>
    [...html.matchAll(new RegExp(`<template ${mark}="([^"]+)"></template>`, 'g'))].map((m) => m[1])
  if (!html.includes(`<script id="${LOADER_ID}"`)) return { scripts: [], preloads: [] }
  const scripts = [...new Set(marked(SCRIPT_MARK))]
  const preloads = [...new Set(marked(PRELOAD_MARK))].filter((href) => !scripts.includes(href))
  return { scripts, preloads }
}

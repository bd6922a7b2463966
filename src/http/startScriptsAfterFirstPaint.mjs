/**
 * Pages served from the cache show their content before the app's scripts run.
 *
 * Next.js puts each of its scripts in the page's <head> as `<script src async>`. A phone that
 * already has them (a second visit), or gets them quickly, runs them as they arrive: 140 KB of
 * framework code then runs before the page is first painted, and the reader waits for it. Next.js
 * has no setting to change this (its tags come from React's renderer). So the cache handler
 * (src/instances/cacheHandler.mjs) passes each cached page through this function: it takes the
 * tags out (React's bootstrap tag at the end of the body too) and adds one small inline script
 * at the end of the head that adds them back, asynchronously as before, once the browser
 * reports the first contentful paint. They were async, so their order never mattered. The page
 * itself, and the page without JavaScript, do not change; the app starts a moment after the
 * text is on screen.
 *
 * The one answer that does not pass through here is the render right after an edit expired the
 * page: Next.js sends that render as it is, and stores it; the next visitor gets it from the
 * cache, transformed. That one visitor's app starts as soon as its scripts arrive, as before.
 *
 * The scripts are fetched after that paint, and React's preload hints for the app's chunks move
 * into the loader too: fetched early, they share the connection with the page's font and images,
 * and the first paint comes later (measured in docs/performance.md). Pages rendered per request
 * (search results, the donation screens) never pass through the cache handler, so they keep
 * Next.js's tags.
 *
 * Plain JavaScript: the cache handler is loaded by Node at run time, outside Next.js's bundles.
 */

/** Marks the inline script, so a page is never transformed twice. */
export const LOADER_ID = 'start-scripts-after-first-paint'

/** At the latest, when no paint is reported (an old browser, a tab that never shows). */
export const FALLBACK_MS = 1000

const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
/** React's preload hints for the app's scripts, in either order of their attributes. */
const SCRIPT_PRELOAD = /<link rel="preload"(?=[^>]* as="script")(?=[^>]* href="(\/_next\/static\/[^"]+)")[^>]*\/>/g

/**
 * The loader, in the plain JavaScript every browser reads. At the start it adds the script tags
 * and, for the chunks of the page's lazily loaded components (which React had preloaded), the
 * preload hints, so those download beside the rest instead of after the app asks for them. A
 * hidden page paints nothing, so it starts at once.
 * @param {string[]} scripts
 * @param {string[]} preloads
 */
function loader(scripts, preloads) {
  return (
    `<script id="${LOADER_ID}">(function(){var s=${JSON.stringify(scripts)},p=${JSON.stringify(preloads)},d=false;` +
    'function go(){if(d)return;d=true;var h=document.head;' +
    'p.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;h.appendChild(l)});' +
    's.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;h.appendChild(e)})}' +
    'if(document.visibilityState!=="visible"||!window.PerformanceObserver)return go();' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){return go()}' +
    `setTimeout(go,${FALLBACK_MS})})()</script>`
  )
}

const LOADER_LISTS = new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\]),p=(\\[[^\\]]*\\])`)

/**
 * What a transformed page's loader starts: its scripts and the chunks it preloads (empty lists
 * for a page that was left alone). For `npm run measure:js`, which counts them as first-load
 * JavaScript as it counts the tags of a page rendered per request.
 * @param {string} html
 * @returns {{ scripts: string[], preloads: string[] }}
 */
export function scriptsStartedAfterFirstPaint(html) {
  const lists = LOADER_LISTS.exec(html)
  return lists ? { scripts: JSON.parse(lists[1]), preloads: JSON.parse(lists[2]) } : { scripts: [], preloads: [] }
}

/**
 * The page with Next.js's script tags replaced by the loader. A page without them, without a
 * </head>, already transformed, or carrying a nonce is returned as it is; so is Next.js's error
 * shell (`<html id="__next_error__">`, as the not-found page is cached), whose content only the
 * scripts draw: it has nothing to paint before them.
 * @param {string} html
 * @returns {string}
 */
export function startScriptsAfterFirstPaint(html) {
  if (html.includes(LOADER_ID) || html.includes(' nonce="') || html.includes('<html id="__next_error__"')) return html
  if (!html.includes('</head>')) return html
  /** @type {string[]} */
  const sources = []
  const withoutTags = html.replace(NEXT_SCRIPT, (_tag, src) => {
    sources.push(src)
    return ''
  })
  if (!sources.length) return html
  /** @type {string[]} */
  const preloads = []
  const withoutHints = withoutTags.replace(SCRIPT_PRELOAD, (_hint, href) => {
    if (!sources.includes(href) && !preloads.includes(href)) preloads.push(href)
    return ''
  })
  return withoutHints.replace('</head>', `${loader(sources, preloads)}</head>`)
}

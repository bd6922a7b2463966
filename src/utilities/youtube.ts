/**
 * YouTube addresses as editors paste them, turned into what the site embeds. Pure: no
 * network, no React. Embeds use youtube-nocookie.com, YouTube's privacy-enhanced domain,
 * which sets no tracking cookies until the visitor plays the video.
 */

/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be'])

/** Path prefixes whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID … */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e'])

export function isYouTubeId(value: string): boolean {
  return VIDEO_ID.test(value)
}

function toUrl(input: string): URL | null {
  const value = input.trim()
  if (!value) return null
  // Editors often paste "youtu.be/…" or "www.youtube.com/…" without the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
    ? value
    : value.startsWith('//')
      ? `https:${value}`
      : `https://${value}`
  try {
    return new URL(withScheme)
  } catch {
    return null
  }
}

function youTubeHost(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')
  return YOUTUBE_HOSTS.has(host) ? host : null
}

/**
 * The video id in a bare id or any common YouTube address form: watch?v=, youtu.be/,
 * /embed/, /shorts/, /live/, /v/ (also on m., music. and youtube-nocookie.com). Null when
 * the input is not a YouTube video.
 */
export function parseYouTubeId(input: string | null | undefined): string | null {
  if (!input) return null
  const value = input.trim()
  if (isYouTubeId(value)) return value

  const url = toUrl(value)
  if (!url) return null
  const host = youTubeHost(url)
  if (!host) return null

  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | undefined
  if (host === 'youtu.be') {
    candidate = segments[0]
  } else if (segments[0] === 'watch') {
    candidate = url.searchParams.get('v') ?? undefined
  } else if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) {
    candidate = segments[1]
  }
  return candidate && isYouTubeId(candidate) ? candidate : null
}

/** Seconds from a YouTube time value: "90", "90s", "1m30s", "1h2m3s". */
function parseTimeValue(value: string): number | null {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/i.exec(trimmed)
  if (!match || !trimmed) return null
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

/** The start offset in whole seconds from a URL's t= or start= parameter, if it has one. */
export function parseYouTubeStart(input: string | null | undefined): number | undefined {
  if (!input || isYouTubeId(input.trim())) return undefined
  const url = toUrl(input)
  if (!url || !youTubeHost(url)) return undefined
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start')
  if (raw === null) return undefined
  const seconds = parseTimeValue(raw)
  return seconds && seconds > 0 ? seconds : undefined
}

export type YouTubeEmbedOptions = {
  /** Start playing at once: used after the visitor has pressed play on our own facade. */
  autoplay?: boolean
  start?: number
}

/** The privacy-enhanced embed address for a video id. */
export function youTubeEmbedUrl(id: string, options: YouTubeEmbedOptions = {}): string {
  if (!isYouTubeId(id)) throw new Error(`Not a YouTube video id: ${JSON.stringify(id)}`)
  const params = new URLSearchParams()
  if (options.autoplay) params.set('autoplay', '1')
  if (options.start && options.start > 0) params.set('start', String(Math.floor(options.start)))
  // Suggestions at the end come from the same channel rather than anywhere on YouTube.
  params.set('rel', '0')
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`
}

/** The video's page on YouTube, for a plain link that works without JavaScript. */
export function youTubeWatchUrl(id: string, start?: number): string {
  if (!isYouTubeId(id)) throw new Error(`Not a YouTube video id: ${JSON.stringify(id)}`)
  return `https://www.youtube.com/watch?v=${id}${start && start > 0 ? `&t=${Math.floor(start)}s` : ''}`
}

/** YouTube's 480×360 still for a video, shown on the click-to-load facade. */
export function youTubeThumbnailUrl(id: string): string {
  if (!isYouTubeId(id)) throw new Error(`Not a YouTube video id: ${JSON.stringify(id)}`)
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
}

/** Where Payload serves uploaded files; next.config allows this path for next/image. */
const MEDIA_FILE_PATH = '/api/media/file/'

/**
 * The address next/image should load for an uploaded file. Payload writes absolute URLs when
 * serverURL is set; our own media route is turned back into a path so that next/image treats
 * it as a local image (allowed by images.localPatterns) rather than a remote one.
 */
export function mediaImageSrc(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    if (parsed.pathname.startsWith(MEDIA_FILE_PATH)) return `${parsed.pathname}${parsed.search}`
  } catch {
    // Not a URL at all: hand it on unchanged and let next/image report it.
  }
  return url
}

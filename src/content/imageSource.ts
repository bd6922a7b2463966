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

/** One stored file of an upload: the original or one of the sizes Payload made from it. */
type UploadFile = { url?: string | null; width?: number | null; height?: number | null }

/** A populated upload document (media, video thumbnails…), as much of it as pictures need. */
type Upload = UploadFile & { mimeType?: string | null; sizes?: { [size: string]: UploadFile | undefined } | null }

/** A picture to show; width and height only when Payload recorded them. */
export type ImageSource = { src: string; width?: number; height?: number }

const known = (n: number | null | undefined) => (n ? n : undefined)

/**
 * The picture of an upload: the named size when Payload made it (it skips sizes larger than
 * the original), else the original file. Null for an id (read at depth 0), a deleted file, or
 * an upload that is not an image (a PDF), so a caller never renders an empty src.
 */
export function imageSource<U extends Upload>(
  upload: U | number | null | undefined,
  size?: keyof NonNullable<U['sizes']> & string,
): ImageSource | null {
  if (!upload || typeof upload !== 'object') return null
  if (upload.mimeType && !upload.mimeType.startsWith('image/')) return null
  const sized = size ? upload.sizes?.[size] : undefined
  const file = sized?.url ? sized : upload
  if (!file.url) return null
  return { src: mediaImageSrc(file.url), width: known(file.width), height: known(file.height) }
}

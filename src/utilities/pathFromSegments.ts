/** Longest address we look up; anything longer cannot be a page of ours. */
export const MAX_PATH_LENGTH = 512

/**
 * Turns route segments into a site path, or null when they cannot name a page (undecodable
 * escapes, control characters, dot segments, absurd length): such requests get a plain 404.
 */
export function pathFromSegments(segments: readonly string[]): string | null {
  const parts: string[] = []
  for (const raw of segments) {
    let part: string
    try {
      part = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (!part || part === '.' || part === '..' || /[\u0000-\u001f\u007f/\\]/.test(part)) return null
    parts.push(part)
  }
  const path = '/' + parts.join('/')
  return path.length > MAX_PATH_LENGTH ? null : path
}

/** Whether a raw request path (still percent-encoded) could name something on this site. */
export function isAcceptablePath(rawPath: string): boolean {
  if (rawPath.length > MAX_PATH_LENGTH * 3) return false
  const segments = rawPath.split('/').filter(Boolean)
  return segments.length === 0 || pathFromSegments(segments) !== null
}

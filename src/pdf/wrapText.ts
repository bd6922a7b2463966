import type { TextFace } from './textFace'

/**
 * Breaks text into lines no wider than maxWidth, at spaces; a single word wider than the line
 * (a long e-mail address) is kept whole on its own line rather than cut.
 */
export function wrapText(text: string, face: TextFace, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word
    if (line && face.width(tried, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = tried
  }
  if (line) lines.push(line)
  return lines
}

import type { TextFace } from './textFace'

/**
 * Breaks text into lines no wider than maxWidth, at spaces. A single word wider than the line
 * (a long e-mail address) is kept whole on its own line, unless `breakLongWords` is set (a card
 * has no room to spare): then it is cut where the line ends and goes on on the next.
 */
export function wrapText(text: string, face: TextFace, size: number, maxWidth: number, { breakLongWords = false } = {}): string[] {
  const lines: string[] = []
  let line = ''
  for (const whole of face.printable(text).split(/\s+/).filter(Boolean)) {
    const pieces = breakLongWords ? cutToWidth(whole, face, size, maxWidth) : [whole]
    for (const word of pieces) {
      const tried = line ? `${line} ${word}` : word
      if (line && face.width(tried, size) > maxWidth) {
        lines.push(line)
        line = word
      } else line = tried
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A word in pieces that each fit in maxWidth (the last piece may be short). */
function cutToWidth(word: string, face: TextFace, size: number, maxWidth: number): string[] {
  if (face.width(word, size) <= maxWidth) return [word]
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && face.width(piece + char, size) > maxWidth) {
      pieces.push(piece)
      piece = char
    } else piece += char
  }
  if (piece) pieces.push(piece)
  return pieces
}

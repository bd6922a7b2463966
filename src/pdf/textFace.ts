import type { Font } from '@pdf-lib/fontkit'
import type { Color, PDFFont, PDFPage } from 'pdf-lib'

/** A font embedded in one PDF, with the parsed font file that knows its glyphs and widths. */
export type FaceFont = { embedded: PDFFont; file: Font }

type Run = { font: FaceFont; text: string }

/** Emoji, their joiners and modifiers, variation selectors, flags' regional indicators. */
const PICTOGRAPH = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0E\uFE0F\u20E3]|\p{So})$/u

/**
 * One weight of a typeface embedded in a PDF, as fonts tried in order for each character: web
 * font files are split by script, so "Łukasz" needs the Latin Extended file after the Latin one.
 * A character no font has is printed as its plain letter when it has one ("ǅ" as "DŽ", a
 * full-width "Ａ" as "A"); an emoji or pictograph is left out (with its joiners and skin-tone
 * and colour selectors), since a "?" in its place reads as a mistake. Any other letter no font
 * has is printed as "?", so a name never silently loses a letter, nor shows an invisible blank.
 */
export class TextFace {
  // Widths come from the glyphs' advances, which is what the PDF spaces them by; pdf-lib's own
  // measure shapes the whole string each time and is too slow for wrapping paragraphs.
  private readonly advances = new Map<string, number>()

  constructor(private readonly fonts: [FaceFont, ...FaceFont[]]) {}

  private fontFor(char: string): FaceFont | undefined {
    const code = char.codePointAt(0)!
    return this.fonts.find(({ file }) => file.hasGlyphForCodePoint(code))
  }

  private runs(text: string): Run[] {
    const runs: Run[] = []
    for (const original of text) {
      const fallback = this.fontFor(original) ? original : this.plainOf(original)
      for (const char of fallback) {
        const font = this.fontFor(char)!
        const last = runs[runs.length - 1]
        if (last && last.font === font) last.text += char
        else runs.push({ font, text: char })
      }
    }
    return runs
  }

  /** What to print for a character no font has. */
  private plainOf(char: string): string {
    if (PICTOGRAPH.test(char)) return ''
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '')
    return plain && plain !== char && [...plain].every((c) => this.fontFor(c)) ? plain : '?'
  }

  /** The text as it will be printed: characters no font has replaced or left out, spaces tidied. */
  printable(text: string): string {
    return this.runs(text)
      .map((run) => run.text)
      .join('')
      .replace(/[ \t]{2,}/g, ' ')
      // A dropped emoji leaves its space before the full stop ("by Amara 💙." reads "by Amara.").
      .replace(/ ([.,;:)])/g, '$1')
      .trim()
  }

  /** Width in points of one line at `size`. */
  width(text: string, size: number): number {
    let em = 0
    for (const run of this.runs(text)) {
      for (const char of run.text) {
        const key = `${run.font.embedded.name}:${char}`
        let advance = this.advances.get(key)
        if (advance === undefined) {
          advance = run.font.file.glyphForCodePoint(char.codePointAt(0)!).advanceWidth / run.font.file.unitsPerEm
          this.advances.set(key, advance)
        }
        em += advance
      }
    }
    return em * size
  }

  /** Draws one line starting at (x, y), the baseline. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color?: Color }): void {
    let x = at.x
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font.embedded, ...(at.color ? { color: at.color } : {}) })
      x += this.width(run.text, at.size)
    }
  }
}

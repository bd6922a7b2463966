import type { Font } from '@pdf-lib/fontkit'
import type { Color, PDFFont, PDFPage } from 'pdf-lib'

/** A font embedded in one PDF, with the parsed font file that knows its glyphs and widths. */
export type FaceFont = { embedded: PDFFont; file: Font }

type Run = { font: FaceFont; text: string }

/**
 * One weight of a typeface embedded in a PDF, as fonts tried in order for each character: web
 * font files are split by script, so "Łukasz" needs the Latin Extended file after the Latin one.
 * A character no font has is printed as "?" rather than as an invisible blank.
 */
export class TextFace {
  // Widths come from the glyphs' advances, which is what the PDF spaces them by; pdf-lib's own
  // measure shapes the whole string each time and is too slow for wrapping paragraphs.
  private readonly advances = new Map<string, number>()

  constructor(private readonly fonts: [FaceFont, ...FaceFont[]]) {}

  private runs(text: string): Run[] {
    const runs: Run[] = []
    for (const char of text) {
      const code = char.codePointAt(0)!
      const found = this.fonts.find(({ file }) => file.hasGlyphForCodePoint(code))
      const font = found ?? this.fonts[0]
      const shown = found ? char : '?'
      const last = runs[runs.length - 1]
      if (last && last.font === font) last.text += shown
      else runs.push({ font, text: shown })
    }
    return runs
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

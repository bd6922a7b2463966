import fs from 'node:fs'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { Font } from '@pdf-lib/fontkit'
import { INTER_FILES_DIR } from '@/pdf/interFaces'

/**
 * Words drawn into the seed's diagrams as outlines of the site's typeface (Inter, the copy the
 * PDFs use), so a labelled diagram looks the same whatever fonts the seeding machine has.
 */

const fonts = new Map<'regular' | 'bold', Font>()

function inter(weight: 'regular' | 'bold'): Font {
  let font = fonts.get(weight)
  if (!font) {
    const file = weight === 'bold' ? 'inter-latin-700-normal.woff' : 'inter-latin-400-normal.woff'
    font = fontkit.create(fs.readFileSync(path.join(process.cwd(), INTER_FILES_DIR, file)))
    fonts.set(weight, font)
  }
  return font
}

export type LabelOptions = {
  size: number
  fill?: string
  weight?: 'regular' | 'bold'
  /** Where `x` is: the start, the middle or the end of the line. */
  anchor?: 'start' | 'middle' | 'end'
}

/** One line of text as SVG outlines whose baseline starts at (x, y). */
export function svgLabel(text: string, x: number, y: number, { size, fill = '#12284a', weight = 'regular', anchor = 'start' }: LabelOptions): string {
  const font = inter(weight)
  const scale = size / font.unitsPerEm
  const run = font.layout(text)
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale
  let penX = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
  const glyphs: string[] = []
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!
    const gx = penX + position.xOffset * scale
    const gy = y - position.yOffset * scale
    // Font units grow upwards; SVG's y grows downwards.
    glyphs.push(`<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/>`)
    penX += position.xAdvance * scale
  })
  return `<g fill="${fill}">${glyphs.join('')}</g>`
}

/** Several lines, `lineHeight` apart, the first baseline at y. */
export function svgLines(lines: string[], x: number, y: number, options: LabelOptions & { lineHeight?: number }): string {
  const lineHeight = options.lineHeight ?? options.size * 1.3
  return lines.map((line, i) => svgLabel(line, x, y + i * lineHeight, options)).join('')
}

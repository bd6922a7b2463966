import fs from 'node:fs'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'

// The committed subset of Inter (scripts/subset-font.ts) that every public page preloads.
const FONT = path.resolve('src/app/(frontend)/inter-latin-fr.woff2')
const font = fontkit.create(fs.readFileSync(FONT))

const missing = (text: string) => [...text].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))

describe('the site font', () => {
  it('has every character of English and French text, with typographic punctuation', () => {
    expect(missing('The quick brown fox jumps over the lazy dog 0123456789 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')).toEqual([])
    expect(missing('ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ àâæçéèêëîïôœùûüÿ « Dépistage, prévention » ’‘“”–—…€•↑↓')).toEqual([])
  })

  it('leaves out scripts the site does not write, so the file stays small', () => {
    expect(missing('Жё')).toEqual(['Ж', 'ё'])
    expect(missing('Ωα')).toEqual(['Ω', 'α'])
    expect(fs.statSync(FONT).size).toBeLessThan(32 * 1024)
  })

  it('keeps the weights the pages use, regular to bold, in one variable file', () => {
    // @pdf-lib/fontkit's types leave out variationAxes, which fontkit itself reads from the fvar table.
    const axes = (font as unknown as { variationAxes: Record<string, { min: number; max: number }> }).variationAxes
    expect(axes.wght).toMatchObject({ min: 400, max: 700 })
  })
})

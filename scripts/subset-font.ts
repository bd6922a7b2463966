/**
 * npm run fonts:subset
 *
 * Writes src/app/(frontend)/inter-latin-fr.woff2: Inter's variable font (from
 * @fontsource-variable/inter) cut down to the characters the site writes (ASCII, Latin-1 with
 * the French accents, œ/Œ, typographic quotes, dashes, ellipsis, €) and to the weights it uses
 * (400 to 700). Characters outside Fontsource's Latin file (→, ≥, Ÿ…) were never in it: the
 * browser draws those few from a system font, as before. The file is committed, so builds need no font tooling; run this again
 * only after upgrading Inter or when the site starts writing other characters.
 * Fontsource's Latin file is 48 KB; this one is about 28 KB, and it is the one file the first
 * paint waits for (preloaded by next/font).
 */
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { root } from './siteServer'

const SOURCE = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const TARGET = path.join(root, 'src/app/(frontend)/inter-latin-fr.woff2')

/** Unicode ranges, inclusive. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: é è ê à â ç ô û ù ï « » and the no-break space
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // minus
]

async function main() {
  let text = ''
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c)
  const source = fs.readFileSync(SOURCE)
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } })
  fs.writeFileSync(TARGET, subset)
  console.log(`${path.relative(root, TARGET)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

/**
 * Reads a generated PDF the way a person or a printer would, with poppler-utils: its text
 * (pdftotext -layout keeps a row's label and value on one line), its fonts (pdffonts), its
 * images (pdfimages -list) and its first page as a PNG (pdftoppm). scripts/test.mjs installs
 * poppler-utils on Debian when it is missing.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type PdfFont = { name: string; type: string; embedded: boolean }

export type PdfReading = {
  text: string
  fonts: PdfFont[]
  /** Rows of `pdfimages -list`: an image's transparency is listed as its own "smask" row. */
  images: { page: number; type: string; width: number; height: number }[]
  pages: number
  /** The first page at `dpi`, as PNG bytes. */
  firstPage: Buffer
  dpi: number
}

function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils), or run the tests with npm test, which does so on Debian.`)
    }
    throw error
  }
}

/** Table rows of a poppler listing: everything after the dashed rule under the header. */
const rowsOf = (listing: string) => listing.split('\n').slice(2).filter((line) => line.trim())

export function readPdf(bytes: Uint8Array, dpi = 72): PdfReading {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-reading-'))
  try {
    const file = path.join(dir, 'document.pdf')
    fs.writeFileSync(file, bytes)
    const text = run('pdftotext', ['-layout', file, '-'])
    // "Inter-Regular-2000   CID TrueType   Identity-H   yes no yes 4 0": the name has no spaces;
    // the type may have one, so the flags are read from the end.
    const fonts = rowsOf(run('pdffonts', [file])).map((row) => {
      const cells = row.trim().split(/\s+/)
      const [emb] = cells.slice(-5)
      return { name: cells[0]!, type: cells.slice(1, -6).join(' '), embedded: emb === 'yes' }
    })
    const images = rowsOf(run('pdfimages', ['-list', file])).map((row) => {
      const [page, , type, width, height] = row.trim().split(/\s+/)
      return { page: Number(page), type: type!, width: Number(width), height: Number(height) }
    })
    const pages = Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1] ?? 0)
    run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')])
    return { text, fonts, images, pages, firstPage: fs.readFileSync(path.join(dir, 'page.png')), dpi }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Text with runs of spaces (from -layout) made single, for matching phrases. */
export const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ')

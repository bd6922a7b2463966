/**
 * Inter, the site's typeface, embedded in a PDF. The static cuts of @fontsource/inter are used
 * because a variable font subset into a PDF keeps only its default (regular) instance. Files
 * are read from node_modules under the working directory, which is the project root for
 * the site's server, scripts and tests (next.config.ts traces them for a standalone build).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { Font } from '@pdf-lib/fontkit'
import type { PDFDocument } from 'pdf-lib'
import { TextFace, type FaceFont } from './textFace'

export const INTER_FILES_DIR = 'node_modules/@fontsource/inter/files'

const files = {
  regular: ['inter-latin-400-normal.woff', 'inter-latin-ext-400-normal.woff'],
  bold: ['inter-latin-700-normal.woff', 'inter-latin-ext-700-normal.woff'],
} as const

type FontFile = { bytes: Buffer; font: Font }

const loaded = new Map<string, Promise<FontFile>>()

/** Each file is read and parsed once per process; a failed read is tried again next time. */
function fontFile(name: string): Promise<FontFile> {
  let file = loaded.get(name)
  if (!file) {
    file = fs.readFile(path.join(process.cwd(), INTER_FILES_DIR, name)).then((bytes) => ({ bytes, font: fontkit.create(bytes) }))
    file.catch(() => loaded.delete(name))
    loaded.set(name, file)
  }
  return file
}

async function embedFace(doc: PDFDocument, names: readonly string[], text: string): Promise<TextFace> {
  const candidates = await Promise.all(names.map(fontFile))
  // The first file always; a further one only when it has a character the earlier ones lack.
  let uncovered = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))]
  const used = candidates.filter((file, i) => {
    const needed = i === 0 || uncovered.some((code) => file.font.hasGlyphForCodePoint(code))
    uncovered = uncovered.filter((code) => !file.font.hasGlyphForCodePoint(code))
    return needed
  })
  const fonts = await Promise.all(
    // Subsetting keeps the PDF small and also turns the WOFF into the TrueType a PDF must carry.
    used.map(async (file): Promise<FaceFont> => ({ embedded: await doc.embedFont(file.bytes, { subset: true }), file: file.font })),
  )
  return new TextFace(fonts as [FaceFont, ...FaceFont[]])
}

/**
 * Regular and bold Inter for a document whose words are all in `text`: the Latin Extended file
 * is embedded only when the text needs it, so most PDFs carry two fonts, not four.
 */
export async function embedInter(doc: PDFDocument, text: string): Promise<{ regular: TextFace; bold: TextFace }> {
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([embedFace(doc, files.regular, text), embedFace(doc, files.bold, text)])
  return { regular, bold }
}

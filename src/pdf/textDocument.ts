/**
 * A plain document of a title and paragraphs on US Letter pages, in Inter: the seed's demo
 * files (annual reports, charts) that stand in until the charity uploads the real ones.
 */
import { PDFDocument } from 'pdf-lib'
import { embedInter } from './interFaces'
import { INK, PAGE_HEIGHT, PAGE_WIDTH } from './page'
import { wrapText } from './wrapText'

const MARGIN = 72
const TITLE_SIZE = 18
const BODY_SIZE = 12

export async function textDocumentPdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  const { regular, bold } = await embedInter(doc, [title, ...paragraphs].join(' '))
  const width = PAGE_WIDTH - 2 * MARGIN
  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  let y = PAGE_HEIGHT - MARGIN - TITLE_SIZE
  for (const line of wrapText(title, bold, TITLE_SIZE, width)) {
    bold.draw(page, line, { x: MARGIN, y, size: TITLE_SIZE, color: INK })
    y -= TITLE_SIZE * 1.3
  }
  for (const paragraph of paragraphs) {
    y -= BODY_SIZE * 0.6
    for (const line of wrapText(paragraph, regular, BODY_SIZE, width)) {
      if (y < MARGIN) {
        page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
        y = PAGE_HEIGHT - MARGIN - BODY_SIZE
      }
      regular.draw(page, line, { x: MARGIN, y, size: BODY_SIZE, color: INK })
      y -= BODY_SIZE * 1.5
    }
  }
  return doc.save()
}

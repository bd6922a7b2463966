/**
 * The official receipt as a PDF, laid out like a paper receipt: the title across the top; the
 * charity's logo, name, address and registration number on the left, the serial and place of
 * issue on the right; the donor beside the gift's dates and amounts; the signature line and the
 * Canada Revenue Agency's address at the foot. The wording comes from receiptContent.ts.
 */
import { PDFDocument, rgb, type Color, type PDFImage, type PDFPage } from 'pdf-lib'
import { charityLogoPng } from '@/pdf/charityLogo'
import { embedInter } from '@/pdf/interFaces'
import { INK, PAGE_HEIGHT, PAGE_WIDTH } from '@/pdf/page'
import type { TextFace } from '@/pdf/textFace'
import { wrapText } from '@/pdf/wrapText'
import { DUPLICATE_MARK, type ReceiptContent, type ReceiptField } from './receiptContent'

// Half an inch of margin.
const MARGIN = 36
const PADDING = 16
const BODY = 9.5
const LEADING = 1.35
const LOGO_SIZE = 44
const CUT_GAP = 36

const NAVY = rgb(0x12 / 255, 0x28 / 255, 0x4a / 255)
const MUTED = rgb(0x4a / 255, 0x55 / 255, 0x68 / 255)

type Faces = { regular: TextFace; bold: TextFace }
type Layout = { page: PDFPage; faces: Faces; logo: PDFImage; content: ReceiptContent }

/** Lines drawn from the baseline `y` down, starting at `x`; returns the next baseline. */
function drawLines(layout: Layout, lines: string[], at: { x: number; y: number; size: number; face: TextFace; color?: Color }): number {
  let y = at.y
  for (const line of lines) {
    at.face.draw(layout.page, line, { x: at.x, y, size: at.size, color: at.color ?? INK })
    y -= at.size * LEADING
  }
  return y
}

/** "Label: value" on one line, the value in bold when the field asks for it, right-aligned at x. */
function drawFieldRight(layout: Layout, field: ReceiptField, x: number, y: number, size: number): void {
  const { regular, bold } = layout.faces
  const valueFace = field.strong ? bold : regular
  const label = `${field.label}: `
  const valueWidth = valueFace.width(field.value, size)
  const start = x - valueWidth - regular.width(label, size)
  regular.draw(layout.page, label, { x: start, y, size, color: INK })
  valueFace.draw(layout.page, field.value, { x: x - valueWidth, y, size, color: INK })
}

/** One copy of the receipt in a ruled box whose top edge is at `top`; returns the box's bottom. */
function drawCopy(layout: Layout, top: number, duplicate: boolean): number {
  const { page, faces, content } = layout
  const left = MARGIN + PADDING
  const right = PAGE_WIDTH - MARGIN - PADDING
  const middle = PAGE_WIDTH / 2
  let y = top - PADDING

  const centred = (text: string, face: TextFace, size: number) => {
    face.draw(page, text, { x: middle - face.width(text, size) / 2, y: y - size, size, color: NAVY })
    y -= size + 10
  }
  if (duplicate) centred(DUPLICATE_MARK, faces.bold, 11)
  centred(content.title, faces.bold, 13)

  // The charity beside its logo on the left; the serial and place of issue on the right.
  page.drawImage(layout.logo, { x: left, y: y - LOGO_SIZE, width: LOGO_SIZE, height: LOGO_SIZE })
  const textLeft = left + LOGO_SIZE + 12
  const fieldWidth = (field: ReceiptField, size: number) => faces.regular.width(`${field.label}: `, size) + (field.strong ? faces.bold : faces.regular).width(field.value, size)
  // The charity's lines take what the right column leaves, so a long place of issue cannot overlap them.
  const leftWidth = Math.max(160, right - Math.max(fieldWidth(content.serial, 11), fieldWidth(content.placeOfIssue, BODY)) - 16 - textLeft)
  let leftY = drawLines(layout, wrapText(content.issuer.name, faces.bold, 13, leftWidth), { x: textLeft, y: y - 13, size: 13, face: faces.bold, color: NAVY })
  const registration = `${content.issuer.registration.label}: ${content.issuer.registration.value}`
  leftY = drawLines(layout, [...content.issuer.addressLines, registration].flatMap((line) => wrapText(line, faces.regular, BODY, leftWidth)), {
    x: textLeft,
    y: leftY,
    size: BODY,
    face: faces.regular,
  })
  drawFieldRight(layout, content.serial, right, y - 11, 11)
  drawFieldRight(layout, content.placeOfIssue, right, y - 11 - 16, BODY)

  y = Math.min(leftY, y - LOGO_SIZE) - 6
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: MUTED })
  y -= 16

  // The donor on the left; the gift's dates and amounts on the right, label and value.
  const donorEnd = drawLines(layout, [content.donor.label], { x: left, y, size: BODY, face: faces.bold })
  const donorLines = [content.donor.name, ...content.donor.addressLines].flatMap((line) => wrapText(line, faces.regular, BODY, middle - 20 - left))
  const donorBottom = drawLines(layout, donorLines, { x: left, y: donorEnd, size: BODY, face: faces.regular })
  let giftY = y
  for (const field of content.gift) {
    const face = field.strong ? faces.bold : faces.regular
    const valueWidth = face.width(field.value, BODY)
    face.draw(page, field.value, { x: right - valueWidth, y: giftY, size: BODY, color: INK })
    const labelLines = wrapText(field.label, face, BODY, right - valueWidth - 12 - middle)
    giftY = drawLines(layout, labelLines, { x: middle, y: giftY, size: BODY, face }) - 2
  }
  y = Math.min(donorBottom, giftY)

  // Room to sign above the line, then the signatory and the CRA's address.
  y -= 30
  page.drawLine({ start: { x: left, y }, end: { x: left + 220, y }, thickness: 0.75, color: INK })
  y -= 12
  const signature = `${content.signature.label}: ${content.signature.value}`
  const signatureLines = wrapText(signature, faces.regular, 9, middle - left)
  drawLines(layout, signatureLines, { x: left, y, size: 9, face: faces.regular })
  drawFieldRight(layout, { ...content.agency, strong: true }, right, y, 9)

  const bottom = y - (signatureLines.length - 1) * 9 * LEADING - 4 - PADDING
  page.drawRectangle({ x: MARGIN, y: bottom, width: PAGE_WIDTH - 2 * MARGIN, height: top - bottom, borderColor: NAVY, borderWidth: 1.5 })
  return bottom
}

export type ReceiptPdfOptions = {
  /** Adds a second copy marked DUPLICATE COPY below a cut line, as the printed receipt screen has. */
  duplicate?: boolean
}

export async function receiptPdf(content: ReceiptContent, options: ReceiptPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${content.title} ${content.serial.value}`)
  doc.setAuthor(content.issuer.name)
  // Every word the receipt prints is in `content`, so it tells which font files are needed.
  const faces = await embedInter(doc, `${JSON.stringify(content)} ${DUPLICATE_MARK}`)
  const logo = await doc.embedPng(await charityLogoPng())
  const layout: Layout = { page: doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), faces, logo, content }

  const top = PAGE_HEIGHT - MARGIN
  const bottom = drawCopy(layout, top, false)
  if (options.duplicate) {
    // The copy is as tall as the original plus its mark; when it does not fit, it gets a page.
    const needed = top - bottom + 21
    let nextTop = bottom - CUT_GAP
    if (nextTop - needed < MARGIN) {
      layout.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
      nextTop = top
    } else {
      const cut = bottom - CUT_GAP / 2
      layout.page.drawLine({ start: { x: MARGIN, y: cut }, end: { x: PAGE_WIDTH - MARGIN, y: cut }, thickness: 1, color: INK, dashArray: [6, 4] })
    }
    drawCopy(layout, nextTop, true)
  }
  return doc.save()
}

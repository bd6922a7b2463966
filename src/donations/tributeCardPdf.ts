/**
 * A tribute card as a PDF, ready to print and post: the card itself (5 × 7 inches, the size of
 * a standard greeting card) and an envelope face (A7, 7¼ × 5¼ inches, which holds that card)
 * with the charity's return address and the family's address.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib'
import { charityLogoPng } from '@/pdf/charityLogo'
import { embedInter } from '@/pdf/interFaces'
import { INK } from '@/pdf/page'
import type { TextFace } from '@/pdf/textFace'
import { wrapText } from '@/pdf/wrapText'
import type { TributeCard } from './tributeCards'

const CARD = { width: 360, height: 504 }
const ENVELOPE = { width: 522, height: 378 }
const MARGIN = 36
const LOGO_SIZE = 48
const NAVY = rgb(0x12 / 255, 0x28 / 255, 0x4a / 255)
const MUTED = rgb(0x4a / 255, 0x55 / 255, 0x68 / 255)

export type CardSender = { name: string; addressLines: string[] }

/** The card's words, top to bottom; the PDF and the staff list say the same thing. */
export function tributeCardWords(card: TributeCard, sender: CardSender) {
  const inWords = card.giftType === 'memoriam' ? 'In memory of' : 'In honour of'
  const giver = card.nameOnCard || card.onBehalfOf
  return {
    heading: inWords,
    honouree: card.honouree,
    occasion: card.occasion ? `On the occasion of: ${card.occasion}` : null,
    gift: `A gift has been made to ${sender.name} ${inWords.toLowerCase()} ${card.honouree}${giver ? ` by ${giver}` : ''}.`,
    onBehalfOf: card.onBehalfOf && card.onBehalfOf !== giver ? `Sent on behalf of ${card.onBehalfOf}.` : null,
    message: card.message || null,
  }
}

type Faces = { regular: TextFace; bold: TextFace }

/** Centred lines from baseline y down; returns the next baseline. */
function centred(page: PDFPage, lines: string[], y: number, size: number, face: TextFace, color = INK): number {
  const middle = page.getWidth() / 2
  for (const line of lines.map((l) => face.printable(l)).filter(Boolean)) {
    face.draw(page, line, { x: middle - face.width(line, size) / 2, y, size, color })
    y -= size * 1.4
  }
  return y
}

function drawCard(page: PDFPage, faces: Faces, card: TributeCard, sender: CardSender, logo: Awaited<ReturnType<PDFDocument['embedPng']>>) {
  const words = tributeCardWords(card, sender)
  const width = CARD.width - 2 * MARGIN
  page.drawImage(logo, { x: (CARD.width - LOGO_SIZE) / 2, y: CARD.height - MARGIN - LOGO_SIZE, width: LOGO_SIZE, height: LOGO_SIZE })
  let y = CARD.height - MARGIN - LOGO_SIZE - 32
  // Every line is wrapped, long words cut: what a donor types must stay on the card.
  const wrap = (text: string, face: TextFace, size: number) => wrapText(text, face, size, width, { breakLongWords: true })
  y = centred(page, [words.heading], y, 13, faces.regular, MUTED)
  y = centred(page, wrap(words.honouree, faces.bold, 20), y - 4, 20, faces.bold, NAVY)
  if (words.occasion) y = centred(page, wrap(words.occasion, faces.regular, 11), y, 11, faces.regular, MUTED)
  y = centred(page, wrap(words.gift, faces.regular, 11), y - 16, 11, faces.regular)
  if (words.onBehalfOf) y = centred(page, wrap(words.onBehalfOf, faces.regular, 11), y, 11, faces.regular)
  if (words.message) {
    page.drawLine({ start: { x: MARGIN + 40, y: y - 4 }, end: { x: CARD.width - MARGIN - 40, y: y - 4 }, thickness: 0.5, color: MUTED })
    centred(page, wrap(words.message, faces.regular, 12), y - 28, 12, faces.regular, NAVY)
  }
  centred(page, [sender.name, ...sender.addressLines.slice(0, 2)], MARGIN + 24, 8, faces.regular, MUTED)
}

function drawEnvelope(page: PDFPage, faces: Faces, card: TributeCard, sender: CardSender) {
  let y = ENVELOPE.height - MARGIN
  for (const [i, line] of [sender.name, ...sender.addressLines].filter(Boolean).entries()) {
    ;(i === 0 ? faces.bold : faces.regular).draw(page, line, { x: MARGIN, y, size: 9, color: INK })
    y -= 12
  }
  y = ENVELOPE.height / 2
  const x = ENVELOPE.width * 0.4
  const width = ENVELOPE.width - x - MARGIN
  for (const [i, text] of [card.recipient, ...card.addressLines].entries()) {
    const face = i === 0 ? faces.bold : faces.regular
    for (const line of wrapText(text, face, 12, width, { breakLongWords: true })) {
      face.draw(page, line, { x, y, size: 12, color: INK })
      y -= 16
    }
  }
}

export async function tributeCardPdf(card: TributeCard, sender: CardSender): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const words = tributeCardWords(card, sender)
  doc.setTitle(`${words.heading} ${card.honouree}`)
  const faces = await embedInter(doc, [...Object.values(words), card.recipient, ...card.addressLines, sender.name, ...sender.addressLines].join(' '))
  const logo = await doc.embedPng(await charityLogoPng())
  drawCard(doc.addPage([CARD.width, CARD.height]), faces, card, sender, logo)
  drawEnvelope(doc.addPage([ENVELOPE.width, ENVELOPE.height]), faces, card, sender)
  return doc.save()
}

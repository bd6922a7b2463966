/**
 * The conversation plan as a PDF (pdf-lib and the site's Inter, as the receipts): a title,
 * then headed sections of paragraphs and lists on US Letter pages, links written out in full.
 * Made in memory for one response; never written to disk or stored.
 */
import { PDFDocument } from 'pdf-lib'
import { embedInter } from '@/pdf/interFaces'
import { INK, PAGE_HEIGHT, PAGE_WIDTH } from '@/pdf/page'
import type { TextFace } from '@/pdf/textFace'
import { wrapText } from '@/pdf/wrapText'
import { marks, type ConversationPlan } from './plan'

const MARGIN = 60
const TITLE = 17
const HEADING = 13
const BODY = 10.5
const LEADING = 1.4

type Line = { text: string; face: 'regular' | 'bold'; size: number; indent?: number; gapBefore?: number }

/** The plan as lines of text, in reading order. */
function planLines(plan: ConversationPlan, siteUrl: string): Line[] {
  const lines: Line[] = []
  const heading = (text: string) => lines.push({ text, face: 'bold', size: HEADING, gapBefore: 14 })
  const para = (text: string, gapBefore = 4) => lines.push({ text, face: 'regular', size: BODY, gapBefore })
  const item = (text: string) => lines.push({ text: `•  ${text}`, face: 'regular', size: BODY, indent: 10, gapBefore: 3 })

  lines.push({ text: plan.title, face: 'bold', size: TITLE })
  heading('My answers')
  for (const a of plan.answers) item(`${a.question} ${a.answer}`)
  heading(plan.result.heading)
  para(`${plan.result.text}${marks(plan.result.sources)}`)
  heading('What to do next')
  for (const step of plan.steps) item(`${step.text}${marks(step.sources)}`)
  heading('Questions to ask my doctor')
  plan.doctorQuestions.forEach((q, i) => lines.push({ text: `${i + 1}.  ${q}`, face: 'regular', size: BODY, indent: 10, gapBefore: 3 }))
  for (const test of plan.tests) {
    heading(test.heading)
    para(`${test.text}${marks(test.sources)}`)
  }
  heading('Read more')
  for (const link of plan.readMore) item(`${link.label}: ${new URL(link.path, siteUrl).toString()}`)
  heading('References')
  plan.references.forEach((r, i) => para(`[${i + 1}] ${r.title}. ${[r.publisher, r.year].filter(Boolean).join(', ')}. ${r.url}`, 3))
  para('This plan gives general information, not medical advice. Your answers were not stored.', 12)
  return lines
}

export async function conversationPlanPdf(plan: ConversationPlan, siteUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(plan.title)
  const lines = planLines(plan, siteUrl)
  const faces: Record<Line['face'], TextFace> = await embedInter(doc, lines.map((l) => l.text).join(' '))
  const width = PAGE_WIDTH - 2 * MARGIN
  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines) {
    const face = faces[line.face]
    const indent = line.indent ?? 0
    y -= line.gapBefore ?? 0
    wrapText(line.text, face, line.size, width - indent).forEach((part, i) => {
      if (y - line.size < MARGIN) {
        page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
        y = PAGE_HEIGHT - MARGIN
      }
      y -= line.size
      // Wrapped lines of a list item line up with its text, not its bullet.
      face.draw(page, part, { x: MARGIN + indent + (i > 0 && indent ? 12 : 0), y, size: line.size, color: INK })
      y -= line.size * (LEADING - 1)
    })
  }
  return doc.save()
}

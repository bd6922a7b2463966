/**
 * The tribute card's PDF, drawn from what a donor typed: a long word is cut to stay on the
 * card, an emoji is left out (never printed as "?"), and the card is read back with poppler
 * and looked at as pixels (nothing inked in the card's right margin).
 */
import fs from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { tributeCardPdf } from '@/donations/tributeCardPdf'
import type { TributeCard } from '@/donations/tributeCards'
import { readPdf, squeezed } from '../helpers/pdf'

const LONG_WORD = 'Supercalifragilisticexpialidociousgrandpapapapa'

const card = (overrides: Partial<TributeCard> = {}): TributeCard => ({
  donationId: 7,
  givenAt: '2026-11-20T18:00:00.000Z',
  giftType: 'memoriam',
  honouree: `Mr. ${LONG_WORD}`,
  occasion: null,
  recipient: 'The Okafor family',
  addressLines: ['12 Cedar Lane', 'Kelowna, BC V1Y 0A1', 'Canada'],
  onBehalfOf: 'the staff of Harbour Dental',
  nameOnCard: 'Amara 💙',
  message: 'Forever in our hearts ❤️🙏 — he loved the sea 🌊🏄‍♂️',
  ...overrides,
})

const sender = { name: 'Coastal Prostate Cancer Foundation', addressLines: ['100 Harbour Road', 'Victoria, BC V8V 1A1'] }

describe('tribute card PDF', () => {
  it('leaves emoji out instead of printing "?", and keeps the words around them', async () => {
    const pdf = readPdf(await tributeCardPdf(card(), sender))
    const text = squeezed(pdf.text)
    expect(text).not.toContain('?')
    expect(text).toContain('Forever in our hearts — he loved the sea')
    expect(text).toMatch(/by\s+Amara\./)
    expect(text).toContain('Sent on behalf of the staff of Harbour Dental.')
  })

  it('cuts a word too long for the card so all of it stays on the card', async () => {
    const bytes = await tributeCardPdf(card(), sender)
    const pdf = readPdf(bytes, 144)
    // Every letter of the long name is printed, over more than one line.
    const letters = pdf.text.replace(/\s+/g, '')
    expect(letters).toContain(LONG_WORD)
    // The card is 360 pt wide with 36 pt margins: nothing is drawn in the outer 18 pt on either side.
    const scale = pdf.dpi / 72
    const strip = async (left: number) => {
      const region = { left: Math.round(left * scale), top: 0, width: Math.round(18 * scale), height: Math.round(504 * scale) }
      const { data, info } = await sharp(pdf.firstPage).extract(region).greyscale().raw().toBuffer({ resolveWithObject: true })
      let inked = 0
      for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 200) inked++
      return inked
    }
    expect(await strip(0)).toBe(0)
    expect(await strip(360 - 18)).toBe(0)
    // Kept for a person to look at: TRIBUTE_CARD_PNG=path writes the rendered card there.
    if (process.env.TRIBUTE_CARD_PNG) fs.writeFileSync(process.env.TRIBUTE_CARD_PNG, pdf.firstPage)
  })

  it('wraps a long address on the envelope instead of running off it', async () => {
    const street = `Unit 4500, ${LONG_WORD} Professional Building, 1234 Westminster Highway North`
    const pdf = readPdf(await tributeCardPdf(card({ addressLines: [street, 'Richmond, BC V6X 0A1'] }), sender))
    const text = squeezed(pdf.text)
    expect(text).not.toContain(street)
    expect(text).toContain('Unit 4500,')
    expect(text).toContain('Highway North')
  })
})

describe('a gift in memory or in honour without a card', () => {
  it('is not listed as a card to send, and the thank-you page says which it is', async () => {
    const { tributeCardOf } = await import('@/donations/tributeCards')
    const { tributeNoteOf, tributeNoteText } = await import('@/donations/tributeNote')
    const donation = (honouree: Record<string, string>) =>
      ({ id: 1, createdAt: '2026-11-20T18:00:00.000Z', giftType: 'memoriam', honouree }) as unknown as Parameters<typeof tributeCardOf>[0]
    expect(tributeCardOf(donation({ firstName: 'Sam', lastName: 'Lee' }))).toBeNull()
    expect(tributeCardOf(donation({ firstName: 'Sam', lastName: 'Lee', address: '3 Pine Road', city: 'Kamloops' }))?.honouree).toBe('Sam Lee')

    const card = tributeNoteOf({ memoriam: 'memoriam', h_card: 'yes', h_fname: 'Sam', h_lname: 'Lee', h_name: 'Jo Lee' })!
    expect(tributeNoteText(card)).toMatch(/in memory of Sam Lee.*We will post a card to Jo Lee/)
    const none = tributeNoteOf({ memoriam: 'memoriam', h_card: 'no', h_fname: 'Sam', h_lname: 'Lee' })!
    expect(tributeNoteText(none)).toMatch(/we will not post a card/)
    expect(tributeNoteOf({ memoriam: 'foundation' })).toBeUndefined()
  })
})

/** The official receipt PDF, read back with poppler: every required item, Inter embedded, the logo drawn. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { receiptContent } from '@/donations/receiptContent'
import type { ReceiptIssuer } from '@/donations/receiptIssuer'
import { receiptPdf } from '@/donations/receiptPdf'
import type { DonateResponse } from '@/donations/response'
import { readPdf, squeezed } from '../helpers/pdf'

const issuer: ReceiptIssuer = {
  name: 'Coastal Prostate Cancer Foundation',
  addressLines: ['100 Harbour Road', 'Victoria, BC V8V 1A1', 'Canada'],
  charityNumber: '88888-1234 RR0001',
  placeOfIssue: 'Victoria, BC',
  signatoryName: 'Jane Smith',
  signatoryTitle: 'Treasurer',
  signatureUrl: null,
}

const gift = (overrides: Partial<DonateResponse> = {}): DonateResponse => ({
  ResponseCode: '027',
  ReferenceNum: 'REF-660099',
  AuthCode: 'A1',
  donation_amount: '1234.50',
  donation_type: 'single',
  // 02:00 UTC on the 25th is still the 24th in the charity's time zone.
  TransDateTime: '2026-11-25T02:00:00.000Z',
  id: 1234,
  Message: 'APPROVED',
  b_fname: 'Élise',
  b_lname: 'Côté',
  b_add: '7 Rue des Érables',
  b_city: 'Nanaimo',
  b_prov: 'BC',
  b_pcode: 'V9R 2B2',
  b_country: 'Canada',
  ...overrides,
})

const pdfOf = async (data: DonateResponse, duplicate = false) => readPdf(await receiptPdf(receiptContent(data, issuer), { duplicate }), 144)

describe('receipt PDF', () => {
  it('prints every item the Canada Revenue Agency requires, as on the paper receipt', async () => {
    const pdf = await pdfOf(gift())
    const text = squeezed(pdf.text)
    for (const expected of [
      'Official receipt for income tax purposes',
      'Coastal Prostate Cancer Foundation',
      '100 Harbour Road',
      'Victoria, BC V8V 1A1',
      'Charity registration number: 88888-1234 RR0001',
      'Receipt number: PCF-001234',
      'Place of issue: Victoria, BC',
      'Donor',
      'Élise Côté',
      '7 Rue des Érables',
      'Nanaimo BC V9R 2B2',
      'Date gift received November 24, 2026',
      'Date issued November 24, 2026',
      'Amount received $1,234.50',
      'Value of advantage $0.00',
      'Eligible amount of gift for tax purposes $1,234.50',
      'Transaction reference REF-660099',
      'Authorized signature: Jane Smith, Treasurer',
      'Canada Revenue Agency: canada.ca/charities-giving',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('DUPLICATE')
    expect(pdf.pages).toBe(1)
  })

  it('embeds Inter, regular and bold, and no other font', async () => {
    const { fonts } = await pdfOf(gift())
    expect(fonts.map((f) => f.name).sort()).toEqual([expect.stringMatching(/^Inter-Bold/), expect.stringMatching(/^Inter-Regular/)])
    expect(fonts.every((f) => f.embedded)).toBe(true)
  })

  it('draws the charity’s logo in the top left corner', async () => {
    const pdf = await pdfOf(gift())
    expect(pdf.images.filter((image) => image.type === 'image')).toEqual([{ page: 1, type: 'image', width: 256, height: 256 }])
    // Within the top left corner of the receipt, a good part is the logo mark's blue (#3d6f95);
    // the top right corner, where the serial is printed, has none of it.
    const scale = pdf.dpi / 72
    const corner = (leftPt: number) => ({ left: Math.round(leftPt * scale), top: Math.round(40 * scale), width: Math.round(110 * scale), height: Math.round(110 * scale) })
    const bluePoints = async (region: ReturnType<typeof corner>) => {
      const { data, info } = await sharp(pdf.firstPage).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      let count = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if (Math.abs(data[i]! - 0x3d) + Math.abs(data[i + 1]! - 0x6f) + Math.abs(data[i + 2]! - 0x95) < 40) count++
      }
      return count / scale ** 2
    }
    // The mark's blue disc is about 900 square points at its printed size of 44 pt.
    expect(await bluePoints(corner(40))).toBeGreaterThan(500)
    expect(await bluePoints(corner(612 - 40 - 110))).toBe(0)
  })

  it('adds a copy marked DUPLICATE COPY below a cut line when asked, on the same page', async () => {
    const pdf = await pdfOf(gift(), true)
    expect(pdf.pages).toBe(1)
    expect(pdf.text.match(/DUPLICATE COPY/g)).toHaveLength(1)
    expect(pdf.text.match(/PCF-001234/g)).toHaveLength(2)
    expect(pdf.text.match(/Eligible amount of gift for tax purposes/g)).toHaveLength(2)
    // The duplicate's mark comes after the original's last line.
    expect(pdf.text.indexOf('DUPLICATE COPY')).toBeGreaterThan(pdf.text.indexOf('canada.ca/charities-giving'))
  })

  it('prints names beyond Latin-1 with the Latin Extended font, and "?" for a character Inter lacks', async () => {
    const pdf = await pdfOf(gift({ b_fname: 'Łukasz', b_lname: 'Wróbel 王', ReferenceNum: null }))
    const text = squeezed(pdf.text)
    expect(text).toContain('Łukasz Wróbel ?')
    expect(text).toContain('Transaction reference —')
    // Ł is only in the Latin Extended file, so regular Inter is embedded from both files.
    expect(pdf.fonts.filter((f) => f.name.startsWith('Inter-Regular'))).toHaveLength(2)
  })

  it('wraps a long donor address inside the receipt instead of running off the page', async () => {
    const street = 'Suite 1200, The Very Long Name Professional Building, 1234 Westminster Highway North'
    const pdf = await pdfOf(gift({ b_add: street }))
    const text = squeezed(pdf.text)
    expect(text).not.toContain(street)
    expect(text).toContain('Suite 1200')
    expect(text).toContain('Westminster Highway North')
  })
})

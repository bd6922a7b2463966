/**
 * A gift's day is decided once, on the server: the receipt on screen and on paper show the same
 * day even where the browser's time-zone rules differ from the server's.
 */
import { describe, expect, it } from 'vitest'
import { donorAnswer } from '@/donations/donorAnswer'
import type { GatewayResult } from '@/donations/gateway/types'
import { receiptContent } from '@/donations/receiptContent'
import type { ReceiptIssuer } from '@/donations/receiptIssuer'
import { giftDayMoment } from '@/donations/transactionDay'

const issuer: ReceiptIssuer = {
  name: 'Coastal Prostate Cancer Foundation',
  addressLines: ['100 Harbour Road'],
  charityNumber: '88888-1234 RR0001',
  placeOfIssue: 'Victoria, BC',
  signatoryName: 'Jane Smith',
  signatoryTitle: 'Treasurer',
  signatureUrl: null,
}

const approved = (transDateTime: string) =>
  ({ status: 'approved', responseCode: '027', referenceNum: 'T1', authCode: 'A1', message: 'APPROVED', transDateTime }) as GatewayResult

describe("a gift's day", () => {
  it('is sent with the answer as the day in the charity’s time zone', () => {
    // 06:00 UTC on the 29th is the evening of the 28th in British Columbia, whether its clocks are at UTC−8 or UTC−7.
    const answer = donorAnswer(approved('2026-11-29T06:00:00.000Z'), '027', { donationId: 1, amount: '25.00', type: 'monthly', receiptNumber: null, billing: {} })
    expect(answer.TransDay).toBe('2026-11-28')
  })

  it('is the day the receipt states, whatever day the moment falls on where the receipt is drawn', () => {
    // 07:43 UTC is 23:43 on the 28th at UTC−8 but 00:43 on the 29th at UTC−7: here the server
    // decided the 29th, and a receipt drawn with other rules still says so.
    const data = { ResponseCode: '027', ReferenceNum: 'T1', AuthCode: 'A1', donation_amount: '50.00', donation_type: 'single' as const, id: 1001, Message: 'APPROVED', TransDateTime: '2026-11-29T07:43:49.173Z', TransDay: '2026-11-29' }
    const dates = receiptContent(data, issuer).gift.filter((field) => field.label.startsWith('Date'))
    expect(dates.map((field) => field.value)).toEqual(['November 29, 2026', 'November 29, 2026'])
  })

  it('falls back to the moment for an answer stored before the day was sent', () => {
    expect(giftDayMoment({ TransDateTime: '2026-11-25T02:00:00.000Z' })).toBe('2026-11-25T02:00:00.000Z')
    expect(giftDayMoment({ TransDateTime: '2026-11-25T02:00:00.000Z', TransDay: '2026-11-24' })).toBe('2026-11-24T12:00:00Z')
  })
})

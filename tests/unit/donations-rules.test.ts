/** Pure donation rules: card checks, amounts, expiry, codes, step schemas, draft, schedule, rate limit, signed receipt links. */
import { describe, expect, it } from 'vitest'
import { chosenAmount, cleanAmount } from '@/donations/amount'
import { cardBrand, passesLuhn } from '@/donations/card'
import { isExpired, parseCardExp } from '@/donations/cardExp'
import { parseDraft, serialiseDraft } from '@/donations/draft'
import { browserResponseCode } from '@/donations/gateway/normalise'
import { createTestGateway } from '@/donations/gateway/testGateway'
import crypto from 'node:crypto'
import { readReceiptToken, signReceiptToken } from '@/donations/receiptToken'
import { describeResponseCode, hasResponseCode, isApprovedCode } from '@/donations/responseCodes'
import { followingBillingDate, nextBillingDate, retryDate } from '@/donations/schedule'
import { stepOfField, validateStep } from '@/donations/schema'

describe('cards', () => {
  it('checks the Luhn rule and the brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('42424242')).toBe(false)
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBeNull()
  })
})

describe('amounts', () => {
  it('cleans amounts to two decimals and refuses junk', () => {
    expect(cleanAmount('$1,234.5')).toBe('1234.50')
    expect(cleanAmount('.5')).toBe('0.50')
    expect(cleanAmount('25')).toBe('25.00')
    expect(cleanAmount('1.234')).toBeNull()
    expect(cleanAmount('-5')).toBeNull()
    expect(cleanAmount('abc')).toBeNull()
    expect(chosenAmount('50', '')).toBe('50.00')
    expect(chosenAmount('', ' 12 ')).toBe('12.00')
    expect(chosenAmount('', '')).toBeNull()
  })
})

describe('expiry', () => {
  const now = new Date(2026, 10, 24)
  it('reads MMYY and knows expired cards', () => {
    expect(parseCardExp('1399')).toBeNull()
    expect(isExpired('1126', now)).toBe(false)
    expect(isExpired('1026', now)).toBe(true)
    expect(isExpired('0125', now)).toBe(true)
  })
})

describe('response codes', () => {
  it('approves numeric codes up to 29 only', () => {
    expect(isApprovedCode('027')).toBe(true)
    expect(isApprovedCode('29')).toBe(true)
    expect(isApprovedCode('030')).toBe(false)
    expect(isApprovedCode('abc')).toBe(false)
    expect(isApprovedCode(null)).toBe(false)
    expect(hasResponseCode('')).toBe(false)
    expect(hasResponseCode('null')).toBe(false)
    expect(describeResponseCode('481')).toMatch(/Declined/)
    // No answer is not a decline: the charge may have gone through.
    expect(describeResponseCode('999')).not.toMatch(/not charged/)
    expect(describeResponseCode('998')).not.toMatch(/not charged/)
    expect(describeResponseCode('999')).toMatch(/e-mail you/)
  })
  it('never answers an approved charge with a declined-looking code, nor a decline with an approved one', () => {
    const base = { referenceNum: null, authCode: null, message: '', transDateTime: '' }
    expect(browserResponseCode({ ...base, status: 'approved', responseCode: '045' })).toBe('027')
    expect(browserResponseCode({ ...base, status: 'approved', responseCode: '1' })).toBe('001')
    expect(browserResponseCode({ ...base, status: 'declined', responseCode: '005' })).toBe('481')
    expect(browserResponseCode({ ...base, status: 'declined', responseCode: '476' })).toBe('476')
    expect(browserResponseCode({ ...base, status: 'failed', responseCode: null, message: 'TIMEOUT' })).toBe('999')
  })
})

describe('test gateway', () => {
  it('is deterministic on the card number', async () => {
    const g = createTestGateway()
    const card = (pan: string) => ({ orderId: 'o', amount: '1.00', card: { pan, expMMYY: '0930' } })
    expect(await g.purchase(card('4242424242424242'))).toMatchObject({ status: 'approved', responseCode: '027' })
    expect(await g.purchase(card('4000000000000002'))).toMatchObject({ status: 'declined', responseCode: '481', message: 'DECLINED' })
    expect((await g.purchase(card('4000000000000119'))).status).toBe('failed')
    expect((await g.purchase(card('5555555555554444'))).status).toBe('approved')
    const vaulted = await g.vault({ customerId: 'c', card: { pan: '4000000000000002', expMMYY: '0930' } })
    expect(vaulted.ok && vaulted.token).toMatch(/^testtok_decline_/)
    expect(JSON.stringify(vaulted)).not.toContain('4000000000000002')
  })
})

describe('step schemas', () => {
  // The card number and expiry are typed into the card frame, never checked (or held) by the page.
  const step1 = { selectAmount: '', otherAmount: '', donation_area: 'Research', card_name: 'A B' }
  it('step 1: amount required, other amount at least 0.01', () => {
    expect(validateStep(0, step1).amount).toEqual(['Please select or input amount'])
    expect(validateStep(0, { ...step1, otherAmount: '0' }).otherAmount).toEqual(['The amount must be at least 0.01'])
    expect(validateStep(0, { ...step1, selectAmount: '25' })).toEqual({})
    expect(validateStep(0, { ...step1, selectAmount: '25', card_name: '' }).card_name).toEqual(['This field is required'])
  })
  it('step 3: honouree fields required for memoriam and honour only', () => {
    expect(validateStep(2, { memoriam: 'foundation' })).toEqual({})
    const errors = validateStep(2, { memoriam: 'memoriam' })
    expect(Object.keys(errors).sort()).toEqual(['h_add', 'h_city', 'h_country', 'h_fname', 'h_lname', 'h_pcode', 'h_prov'])
    // No card: only the person's name.
    expect(Object.keys(validateStep(2, { memoriam: 'memoriam', h_card: 'no' })).sort()).toEqual(['h_fname', 'h_lname'])
    expect(validateStep(2, { memoriam: 'foundation', h_message: 'x'.repeat(251) }).h_message).toBeTruthy()
    expect(validateStep(2, { memoriam: 'foundation', adminonly: 'x'.repeat(256) }).adminonly).toBeTruthy()
  })
  it('knows which step holds a field', () => {
    expect(stepOfField('b_email')).toBe(1)
    expect(stepOfField('card_exp')).toBe(0)
    expect(stepOfField('h_fname')).toBe(2)
  })
})

describe('draft', () => {
  it('never keeps card fields, and drops drafts older than 10 minutes or without a timestamp', () => {
    const now = 1_000_000_000
    const raw = serialiseDraft({ otherAmount: '75', card_number: '4242424242424242', card_name: 'A', expiryMonth: '01', expiryYear: '2030' }, 'single', now)
    expect(raw).not.toContain('4242')
    expect(parseDraft(raw, now + 9 * 60_000)).toEqual({ values: { otherAmount: '75' }, donation_type: 'single' })
    expect(parseDraft(raw, now + 10 * 60_000 + 1)).toBeNull()
    expect(parseDraft(JSON.stringify({ otherAmount: '75' }), now)).toBeNull()
    expect(parseDraft('{not json', now)).toBeNull()
  })
})

describe('billing schedule', () => {
  it('bills on the 15th of the next month, December to January', () => {
    expect(nextBillingDate(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-15T12:00:00.000Z')
    expect(nextBillingDate(new Date('2026-12-02T10:00:00Z')).toISOString()).toBe('2027-01-15T12:00:00.000Z')
    expect(followingBillingDate(new Date('2026-12-15T12:00:00Z')).toISOString()).toBe('2027-01-15T12:00:00.000Z')
    expect(retryDate(new Date('2026-11-15T12:00:00Z'), 3)!.toISOString()).toBe('2026-11-22T12:00:00.000Z')
    expect(retryDate(new Date('2026-11-15T12:00:00Z'), 4)).toBeNull()
  })
})

describe('signed receipt links', () => {
  it('verifies only its own signatures', () => {
    process.env.PAYLOAD_SECRET = 'unit-secret'
    const now = new Date('2026-11-25T12:00:00Z')
    const token = signReceiptToken(42, new Date('2027-02-23T12:00:00Z'))
    expect(readReceiptToken(token, now)?.id).toBe(42)
    expect(readReceiptToken(token.replace(/^42/, '43'), now)).toBeNull()
    expect(readReceiptToken('42.x', now)).toBeNull()
    // The end date is signed: moving it on breaks the signature; past it, the link is refused.
    expect(readReceiptToken(token.replace('.1803', '.1903'), now)).toBeNull()
    expect(readReceiptToken(token, new Date('2027-02-23T12:00:01Z'))).toBeNull()
    // A link of before (no date) still reads; receiptAnswer.ts ends it 90 days after the gift.
    const legacy = `42.${crypto.createHmac('sha256', `receipt:${process.env.PAYLOAD_SECRET ?? ''}`).update('42').digest('base64url').slice(0, 32)}`
    expect(readReceiptToken(legacy, now)).toEqual({ id: 42, expiresAt: null })
  })
})

describe('accountant CSV', () => {
  it('has one column per accountant field', async () => {
    const { donationsCsv } = await import('@/donations/csv')
    const csv = donationsCsv([{ amount: 50, b_lname: 'Donor', cardLast4: '4242', status: 'approved' }])
    const [header, row] = csv.trim().split('\r\n')
    expect(header!.split(',')).toContain('Last four')
    expect(row).toContain('50')
    expect(row).toContain('Donor')
  })
})

describe('every error of a step at once', () => {
  it('reports the missing amount beside missing card fields, and honouree fields beside a long message', () => {
    const errors = validateStep(0, { selectAmount: '', otherAmount: '', donation_area: 'Research', card_name: '' })
    expect(Object.keys(errors).sort()).toEqual(['amount', 'card_name'])
    const gift = validateStep(2, { memoriam: 'honour', h_message: 'x'.repeat(251) })
    expect(gift.h_message).toBeTruthy()
    expect(gift.h_fname).toEqual(['This field is required'])
  })
})

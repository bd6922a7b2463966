import { describe, expect, it } from 'vitest'
import { donorDisplayName } from '@/fundraising/donorName'
import { checkGoal, checkPlainText, checkSlug, findBlockedWord, paragraphs, parseBlockedWords } from '@/fundraising/rules'
import { campaignIsRunning } from '@/fundraising/campaignDates'
import { fieldErrorsOf } from '@/fundraising/fieldErrors'

describe('fundraising rules', () => {
  it('page addresses: lower-case words with single hyphens, 3 to 60 characters', () => {
    expect(checkSlug('sam-walks-for-dad')).toBe(true)
    for (const bad of ['ab', 'Sam', 'sam--walks', '-sam', 'sam walks', 'a'.repeat(61), '<b>']) expect(checkSlug(bad)).not.toBe(true)
  })
  it('goals: whole dollars from 1 to 1,000,000', () => {
    expect(checkGoal(1)).toBe(true)
    expect(checkGoal(1_000_000)).toBe(true)
    expect(checkGoal(0)).toMatch(/\$1 to \$1,000,000/)
    expect(checkGoal(1_000_001)).toMatch(/\$1 to \$1,000,000/)
    expect(checkGoal(12.5)).toMatch(/whole dollars/)
  })
  it('plain text: refuses HTML and scripts, and text over the length', () => {
    expect(checkPlainText('I walk for Dad.\n\nPlease give < $5 or > $50.', 250)).toBe(true)
    expect(checkPlainText('<script>alert(1)</script>', 250)).toMatch(/plain text/)
    expect(checkPlainText('Hello <b>there</b>', 250)).toMatch(/plain text/)
    expect(checkPlainText('&lt;img src=x&gt;', 250)).toMatch(/plain text/)
    expect(checkPlainText('x'.repeat(251), 250, 'Your message')).toMatch(/Your message can be at most 250/)
  })
  it('blocked words match whole words and phrases, in text and in addresses', () => {
    const blocked = parseBlockedWords('Scam\nfree money, ass')
    expect(blocked).toEqual(['scam', 'free money', 'ass'])
    expect(findBlockedWord('This is a SCAM!', blocked)).toBe('scam')
    expect(findBlockedWord('get free-money now', blocked)).toBe('free money')
    expect(findBlockedWord('my first class walk', blocked)).toBeNull()
  })
  it('paragraphs split on blank lines', () => {
    expect(paragraphs('One\nline.\n\nTwo.\r\n\r\n\r\nThree.')).toEqual(['One line.', 'Two.', 'Three.'])
  })
  it('donor names show only as chosen', () => {
    expect(donorDisplayName('Pat', 'Donor', 'full')).toBe('Pat Donor')
    expect(donorDisplayName('Pat', 'Donor', 'first')).toBe('Pat')
    expect(donorDisplayName('Pat', 'Donor', 'anonymous')).toBe('Anonymous')
    expect(donorDisplayName('Pat', 'Donor', 'something else')).toBe('Anonymous')
  })
  it('a campaign runs from its start day to the end of its end day, in BC time', () => {
    const campaign = { startsOn: '2026-06-01T12:00:00.000Z', endsOn: '2026-06-21T12:00:00.000Z' }
    expect(campaignIsRunning(campaign, new Date('2026-06-22T06:00:00Z'))).toBe(true) // 11 p.m. on the 21st in Vancouver
    expect(campaignIsRunning(campaign, new Date('2026-06-22T08:00:00Z'))).toBe(false)
    expect(campaignIsRunning(campaign, new Date('2026-05-31T12:00:00Z'))).toBe(false)
  })
})

describe('a refused write’s field messages', () => {
  it('reads them from the error’s shape, as a copy of Payload in another server bundle throws it', () => {
    const refused = Object.assign(new Error('The following field is invalid: Goal'), { status: 400, data: { errors: [{ path: 'goal', message: 'Choose a goal from $1 to $1,000,000.' }] } })
    expect(fieldErrorsOf(refused)).toEqual({ goal: ['Choose a goal from $1 to $1,000,000.'] })
  })

  it('throws anything else on: it is not the person’s mistake', () => {
    const broken = new Error('database is locked')
    expect(() => fieldErrorsOf(broken)).toThrow(broken)
    expect(() => fieldErrorsOf(Object.assign(new Error('Forbidden'), { status: 403, data: { errors: [] } }))).toThrow('Forbidden')
  })
})

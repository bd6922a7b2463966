import { describe, expect, it } from 'vitest'
import { dayInTwelveMonths, dayTurning45, isAfterToday } from '../../src/riskChecker/reminderDates'
import { confirmationMail, reminderMail, senderIdentity } from '../../src/riskChecker/reminderMail'
import { readReminderRequest, reminderConsentWording } from '../../src/riskChecker/reminderRequest'
import { isExcludedFromSearch, sitePageDocuments, type SitePageGlobals } from '../../src/search/sitePages'
import { isPrivatePath } from '../../src/seo/sitemapPaths'

const NOW = new Date('2026-11-25T10:00:00Z')

describe('the reminder’s date', () => {
  it('is the first day of the month the person turns 45, or the same day next year', () => {
    expect(dayTurning45(7, 1990)).toBe('2035-07-01')
    expect(dayTurning45(12, 1982)).toBe('2027-12-01')
    expect(dayInTwelveMonths(NOW)).toBe('2027-11-25')
    expect(dayInTwelveMonths(new Date('2028-02-29T12:00:00Z'))).toBe('2029-03-01')
  })

  it('must be after today', () => {
    expect(isAfterToday('2026-11-26', NOW)).toBe(true)
    expect(isAfterToday('2026-11-25', NOW)).toBe(false)
  })
})

describe('reading a request', () => {
  it('keeps the address (lower case) and the date only', () => {
    expect(readReminderRequest({ when: 'at45', birthMonth: '3', birthYear: '1990', email: ' Someone@Example.org ' }, NOW)).toEqual({
      ok: true,
      email: 'someone@example.org',
      sendOn: '2035-03-01',
      choice: 'at45',
    })
    expect(readReminderRequest({ when: 'in12months', email: 'a@example.org', birthYear: 'ignored' }, NOW)).toMatchObject({ ok: true, sendOn: '2027-11-25' })
  })

  it.each([
    [{ when: 'at45', birthMonth: '11', birthYear: '1981', email: 'a@example.org' }, 'past'], // turns 45 this month
    [{ when: 'at45', birthMonth: '0', birthYear: '1990', email: 'a@example.org' }, 'birth'],
    [{ when: 'at45', birthMonth: '4', birthYear: '1899', email: 'a@example.org' }, 'birth'],
    [{ when: 'at45', birthMonth: '4', birthYear: '1990.5', email: 'a@example.org' }, 'birth'],
    [{ when: 'in12months', email: 'a@' }, 'email'],
    [{ when: 'in12months', email: `${'a'.repeat(250)}@example.org` }, 'email'],
    [{ when: 'tomorrow', email: 'a@example.org' }, 'choice'],
  ])('refuses %o: %s', (fields, problem) => {
    expect(readReminderRequest(fields, NOW)).toMatchObject({ ok: false, problem })
  })
})

describe('the e-mails', () => {
  const identity = senderIdentity({
    name: 'Test Society',
    address: { street: '1 Main St', city: 'Victoria', province: 'BC', postalCode: 'V8V 0A0', country: 'Canada' },
    contacts: [{ title: 'Phone', value: '250-555-0100', scheme: 'tel' }],
  })
  const mails = [
    confirmationMail({ to: 'a@example.org', sendOn: '2027-11-25', confirmToken: 'C'.repeat(43), stopToken: `7-${'S'.repeat(43)}`, identity, siteUrl: 'https://example.org' }),
    reminderMail({ to: 'a@example.org', stopToken: `7-${'S'.repeat(43)}`, identity, siteUrl: 'https://example.org' }),
  ]

  it('name the sender, its mailing address and contacts, and carry a stop link and the one-click headers', () => {
    for (const mail of mails) {
      expect(mail.text).toContain('Sent by Test Society')
      expect(mail.text).toContain('Mailing address: 1 Main St, Victoria, BC V8V 0A0, Canada')
      expect(mail.text).toContain('Phone: 250-555-0100')
      expect(mail.text).toContain(`https://example.org/about-prostate-cancer/check-your-risk/reminder/stop?token=7-${'S'.repeat(43)}`)
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://example.org/api/risk-checker/reminder/unsubscribe?token=7-${'S'.repeat(43)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    expect(mails[0]!.text).toContain(`https://example.org/about-prostate-cancer/check-your-risk/reminder/confirm?token=${'C'.repeat(43)}`)
    expect(mails[0]!.text).toContain('November 25, 2027')
  })

  it('say nothing of the answers or the result', () => {
    for (const mail of mails) expect(mail.text).not.toMatch(/higher risk|usual risk|your answers|Black|family/i)
  })

  it('the consent wording names the charity and says what is kept', () => {
    expect(reminderConsentWording('Test Society')).toMatch(/^By asking for a reminder, you agree that Test Society may send you one e-mail/)
    expect(reminderConsentWording('Test Society')).toContain('We keep only your e-mail address and that date')
  })
})

describe('where the checker is listed', () => {
  it('is a search result of its own, and the reminder pages are neither in the sitemap nor in search', () => {
    const empty = { 'annual-report': {}, 'support-and-about': {}, 'donation-settings': {}, 'video-settings': {}, 'risk-checker': {} } as SitePageGlobals
    const checker = sitePageDocuments(empty).find((d) => d.url === '/about-prostate-cancer/check-your-risk')
    expect(checker?.title).toBe('Check your risk of prostate cancer')
    expect(checker?.text).toMatch(/Five short questions/)
    expect(isExcludedFromSearch('/about-prostate-cancer/check-your-risk')).toBe(false)
    for (const path of ['/about-prostate-cancer/check-your-risk/reminder', '/about-prostate-cancer/check-your-risk/reminder/confirm', '/about-prostate-cancer/check-your-risk/reminder/stop']) {
      expect(isPrivatePath(path), path).toBe(true)
    }
  })
})

/**
 * The rules a visitor meets at the field, shared by the browser and the server: Canadian postal
 * codes (US ZIP codes where the country says so), phone numbers with an area code, real past
 * dates, ages 18 to 110, the Reef Knot Kit's questions only for the person it is for, and a
 * tribute card's address only when a card is wanted.
 */
import { describe, expect, it } from 'vitest'
import { ageProblem, pastDateProblem, phoneProblem, postalCodeProblem, postalCountryOf } from '@/forms/addressRules'
import { validateForm } from '@/forms/definitions'
import { donationPostSchema, validateStep } from '@/donations/schema'
import { aboutDuration } from '@/format/duration'
import { VALID as formSamples } from '../helpers/formSamples'
import { validFields } from '../helpers/donations'

const errorsOf = (result: ReturnType<typeof validateForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message])))

describe('postal codes', () => {
  it('takes Canada Post codes, with or without the space, in any case', () => {
    for (const code of ['V6B 1A1', 'v6b1a1', 'K1A 0B1', 'T2P 5C5']) expect(postalCodeProblem(code, 'canada'), code).toBeNull()
  })
  it('refuses what is not one ("ZZZ", letters Canada Post never uses, a ZIP code for Canada)', () => {
    for (const code of ['ZZZ', 'D1A 1A1', 'W1A 1A1', 'V6B 1AA', '98101', 'V6B-1A1x']) expect(postalCodeProblem(code, 'canada'), code).toMatch(/Canadian postal code/)
  })
  it('asks for a ZIP code when the country is the United States, and is lenient elsewhere', () => {
    expect(postalCountryOf('United States')).toBe('us')
    expect(postalCountryOf(' USA ')).toBe('us')
    expect(postalCountryOf('Canada')).toBe('canada')
    expect(postalCountryOf('')).toBe('canada')
    expect(postalCountryOf('France')).toBe('other')
    expect(postalCodeProblem('98101', 'us')).toBeNull()
    expect(postalCodeProblem('98101-1234', 'us')).toBeNull()
    expect(postalCodeProblem('V6B 1A1', 'us')).toMatch(/ZIP code/)
    expect(postalCodeProblem('75008', 'other')).toBeNull()
    expect(postalCodeProblem('ZZZ', 'other')).toMatch(/check the postal code/)
  })
})

describe('phone numbers', () => {
  it('needs at least 10 digits (the area code), allows the usual signs and an extension', () => {
    for (const phone of ['604-555-0123', '(604) 555 0123', '+1 604 555 0123', '604.555.0123 ext. 12', '+44 20 7946 0958']) expect(phoneProblem(phone), phone).toBeNull()
    for (const phone of ['abc', '555-0123', '604-555-012', '604-555-0123!', '12345678901234567']) expect(phoneProblem(phone), phone).toMatch(/area code/)
  })
})

describe('dates and ages', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  it('refuses a date that does not exist or has not come yet; words stay as written', () => {
    expect(pastDateProblem('31/02/2025', now)).toMatch(/real date/)
    expect(pastDateProblem('29/02/2025', now)).toMatch(/real date/)
    expect(pastDateProblem('2025', now)).toMatch(/real date/)
    expect(pastDateProblem('01/01/2030', now)).toMatch(/already passed/)
    expect(pastDateProblem('2025-02-29', now)).toMatch(/real date/)
    expect(pastDateProblem('2025-02-28', now)).toBeNull()
    expect(pastDateProblem('29/02/2024', now)).toBeNull()
    expect(pastDateProblem('05/01/2024', now)).toBeNull()
    expect(pastDateProblem('Spring 2023', now)).toBeNull()
  })
  it('takes ages from 18 to 110 only', () => {
    expect(ageProblem('18')).toBeNull()
    expect(ageProblem('110')).toBeNull()
    expect(ageProblem('-5')).toMatch(/as a number/)
    expect(ageProblem('17')).toMatch(/from 18 to 110/)
    expect(ageProblem('111')).toMatch(/from 18 to 110/)
    expect(ageProblem('sixty')).toMatch(/as a number/)
  })
})

describe('the site forms use the shared rules, on the server as in the browser', () => {
  it('peer support refuses 31/02/2025 and age -5 at their fields', () => {
    const errors = errorsOf(validateForm('peerSupport', { ...formSamples.peerSupport, date_of_diagnosis: '31/02/2025', age_at_diagnosis: '-5' }))
    expect(Object.keys(errors)).toEqual(['date_of_diagnosis', 'age_at_diagnosis'])
  })
  it('the Reef Knot Kit refuses postal code ZZZ and phone abc', () => {
    const errors = errorsOf(validateForm('reefKnotKit', { ...formSamples.reefKnotKit, rkpcode: 'ZZZ', rktel: 'abc' }))
    expect(Object.keys(errors).sort()).toEqual(['rkpcode', 'rktel'])
    expect(validateForm('reefKnotKit', { ...formSamples.reefKnotKit, rkpcode: '98101' }).ok).toBe(true)
  })
  it('the contact and volunteer forms want 10 digits', () => {
    expect(errorsOf(validateForm('contact', { ...formSamples.contact, phone: '555-0123' })).phone).toMatch(/area code/)
    expect(errorsOf(validateForm('volunteer', { ...formSamples.volunteer, phone: 'abc' })).phone).toMatch(/area code/)
  })
  it('asks the kit\'s surgery and work questions only when the kit is for the person asking', () => {
    const unanswered = { ...formSamples.reefKnotKit, plan_for_prostate_removal_surgery: '', return_to_work: '' }
    const forSelf = errorsOf(validateForm('reefKnotKit', { ...unanswered, rkwho: 'Myself, newly diagnosed' }))
    expect(Object.keys(forSelf).sort()).toEqual(['plan_for_prostate_removal_surgery', 'return_to_work'])
    const office = validateForm('reefKnotKit', { ...unanswered, rkwho: 'A physician or medical office' })
    expect(office.ok).toBe(true)
    // Answers sent for an office anyway are not kept.
    const sent = validateForm('reefKnotKit', { ...formSamples.reefKnotKit, rkwho: 'My support group', return_to_work: 'Yes' })
    expect(sent.ok && sent.values.return_to_work).toBe('')
  })
})

describe('the donation form', () => {
  it('billing: a Canadian postal code, or a ZIP code for the United States; a 10-digit phone', () => {
    const billing = { b_fname: 'A', b_lname: 'B', b_add: '1 Road', b_city: 'Victoria', b_prov: 'BC', b_country: 'Canada', b_pcode: 'ZZZ', b_tel: 'abc', b_email: 'a@example.org' }
    const errors = validateStep(1, billing)
    expect(Object.keys(errors).sort()).toEqual(['b_pcode', 'b_tel'])
    expect(validateStep(1, { ...billing, b_pcode: '98101', b_country: 'United States', b_tel: '206-555-0100' })).toEqual({})
    // The server runs the same rules.
    const post = donationPostSchema().safeParse(validFields({ b_pcode: 'ZZZ', b_tel: 'abc' }))
    expect(post.success).toBe(false)
    expect(post.error!.issues.map((i) => i.path[0]).sort()).toEqual(['b_pcode', 'b_tel'])
  })
  it('a gift in memory without a card needs no address, and keeps none', () => {
    const noCard = { memoriam: 'memoriam', h_card: 'no', h_fname: 'Sam', h_lname: 'Lee' }
    expect(validateStep(2, noCard)).toEqual({})
    expect(Object.keys(validateStep(2, { ...noCard, h_card: 'yes' })).sort()).toEqual(['h_add', 'h_city', 'h_country', 'h_pcode', 'h_prov'])
    const parsed = donationPostSchema().parse(validFields({ ...noCard, h_add: '3 Pine Road', h_message: 'With love' }))
    expect(parsed.h_add).toBe('')
    expect(parsed.h_message).toBe('')
    expect(parsed.h_fname).toBe('Sam')
  })
  it('a card\'s postal code follows its country', () => {
    const card = { memoriam: 'honour', h_fname: 'A', h_lname: 'B', h_add: '1 Road', h_city: 'Seattle', h_prov: 'WA', h_pcode: 'V6B 1A1', h_country: 'USA' }
    expect(Object.keys(validateStep(2, card))).toEqual(['h_pcode'])
    expect(validateStep(2, { ...card, h_pcode: '98101' })).toEqual({})
  })
})

describe('how long to wait, in words', () => {
  it('says hours for a day-long block, and counts properly', () => {
    expect(aboutDuration(1421 * 60)).toBe('24 hours')
    expect(aboutDuration(30)).toBe('1 minute')
    expect(aboutDuration(45 * 60)).toBe('45 minutes')
    expect(aboutDuration(60 * 60)).toBe('1 hour')
    expect(aboutDuration(3 * 24 * 3600)).toBe('3 days')
  })
})

/** The forms' pure rules: shared validation, spam checks, rate limit, client address, CSV, CF7 answer, mail text. */
import { describe, expect, it } from 'vitest'
import { feedback, postedDataHash } from '@/forms/cf7'
import { clientAddress, hashAddress } from '@/http/clientAddress'
import { submissionsToCsv } from '@/forms/csv'
import { formKeyOf, subTopicsValue, validateForm } from '@/forms/definitions'
import { renderNotification } from '@/forms/mail'
import { isAllowedOrigin } from '@/forms/origin'
import { checkSpam } from '@/forms/spam'
import { smtpOptions } from '@/forms/email'

describe('validation', () => {
  it('knows the five form ids', () => {
    expect(['705', '706', '702', '291', '704'].map(formKeyOf)).toEqual(['newsletter', 'volunteer', 'peerSupport', 'reefKnotKit', 'contact'])
    expect(formKeyOf('1')).toBeUndefined()
  })

  it('joins checkbox arrays with ", " and refuses options that are not offered', () => {
    const base = { full_name: 'A', city: 'B', province: 'C', phone: '604-555-0100', email: 'a@example.org' }
    const ok = validateForm('volunteer', { ...base, volunteer_for: ['Foundation', 'Support Groups'] })
    expect(ok.ok && ok.values.volunteer_for).toBe('Foundation, Support Groups')
    const bad = validateForm('volunteer', { ...base, events: 'Something else' })
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(['events'])
  })

  it('sends "kit in French" as Yes or No', () => {
    const base = {
      rkfname: 'a', rklname: 'b', rkadd: 'c', rkcity: 'd', rkprov: 'e', rkpcode: 'V2L 0A1', rkemail: 'g@example.org',
      rkquant: '1', plan_for_prostate_removal_surgery: 'Yes', return_to_work: 'No',
    }
    const no = validateForm('reefKnotKit', base)
    const yes = validateForm('reefKnotKit', { ...base, kit_in_french: 'on' })
    expect(no.ok && no.values.kit_in_french).toBe('No')
    expect(yes.ok && yes.values.kit_in_french).toBe('Yes')
    const wrongQty = validateForm('reefKnotKit', { ...base, rkquant: '5' })
    expect(!wrongQty.ok && wrongQty.errors[0]!.field).toBe('rkquant')
  })

  it('keeps peer-support topic fields by their shape and drops anything else', () => {
    const result = validateForm('peerSupport', {
      first_name: 'a', last_name: 'b', email: 'c@example.org',
      treatment_main: 'Treatment choices', treatment_sub: subTopicsValue(['Surgery', 'Radiation']), evil: 'x',
    })
    expect(result.ok && result.values).toMatchObject({ treatment_main: 'Treatment choices', treatment_sub: 'Sub Topics: Surgery, Radiation' })
    expect(result.ok && 'evil' in result.values).toBe(false)
  })

  it('checks phone numbers when given', () => {
    const base = { full_name: 'a', email: 'b@example.org', subject: 'c' }
    expect(validateForm('contact', { ...base, phone: '+1 (604) 555-0100' }).ok).toBe(true)
    expect(validateForm('contact', { ...base, phone: 'call me' }).ok).toBe(false)
  })
})

describe('spam checks', () => {
  it('refuses a filled honeypot and a fast post; a post without timing is judged by the other rules', () => {
    expect(checkSpam({ _hp_website: 'x', _form_elapsed: '9000' })).toEqual({ spam: true, reason: 'honeypot' })
    expect(checkSpam({ _form_elapsed: '500' })).toEqual({ spam: true, reason: 'too-fast' })
    expect(checkSpam({ _form_elapsed: 'soon' })).toEqual({ spam: true, reason: 'too-fast' })
    expect(checkSpam({})).toEqual({ spam: false })
    expect(checkSpam({ _hp_website: 'x' })).toEqual({ spam: true, reason: 'honeypot' })
    expect(checkSpam({ _form_elapsed: '2500', _hp_website: '' })).toEqual({ spam: false })
  })
})

describe('client address and origin', () => {
  it('takes the socket address unless proxies are trusted, and hashes it', () => {
    const h = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })
    expect(clientAddress(h, 0)).toBe('10.0.0.1')
    expect(clientAddress(h, 2)).toBe('203.0.113.9')
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1')
    expect(hashAddress('1.2.3.4', 's')).not.toBe(hashAddress('1.2.3.5', 's'))
    expect(hashAddress('1.2.3.4', 's')).toHaveLength(32)
  })

  it('allows no Origin, the request host and listed hosts only', () => {
    expect(isAllowedOrigin(null, [], 'a.example')).toBe(true)
    expect(isAllowedOrigin('https://a.example', [], 'a.example')).toBe(true)
    expect(isAllowedOrigin('https://b.example', ['b.example'], 'a.example')).toBe(true)
    expect(isAllowedOrigin('https://evil.example', ['b.example'], 'a.example')).toBe(false)
    expect(isAllowedOrigin('null', [], 'a.example')).toBe(false)
  })
})

describe('CSV export', () => {
  it('adds a column per field name', () => {
    const csv = submissionsToCsv([
      { id: 1, form: '704', createdAt: '2026-01-01T00:00:00.000Z', deliveryStatus: 'sent', fields: { full_name: 'A', message: 'line1\nline2' } },
      { id: 2, form: '705', createdAt: '2026-01-02T00:00:00.000Z', deliveryStatus: 'queued', fields: { first_name: 'B' } },
    ])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('id,form,submitted,delivery,full_name,message,first_name')
    expect(lines[1]).toBe('1,704,2026-01-01T00:00:00.000Z,sent,A,"line1\nline2",')
    expect(lines[2]).toBe('2,705,2026-01-02T00:00:00.000Z,queued,,,B')
  })
})

describe('answers and mail', () => {
  it('builds Contact Form 7’s answer', () => {
    const answer = feedback('706', 'validation_failed', { email: 'x' }, [{ field: 'email', message: 'Bad' }])
    expect(answer).toEqual({
      contact_form_id: 706,
      status: 'validation_failed',
      message: expect.any(String),
      invalid_fields: [{ field: 'email', message: 'Bad', idref: null, error_id: 'wpcf7-f706-o1-ve-email' }],
      posted_data_hash: '',
      into: '#wpcf7-f706-o1',
    })
    expect(postedDataHash({ a: '1', _form_elapsed: '5' })).toBe(postedDataHash({ a: '1' }))
  })

  it('renders a plain-text notification without header injection', () => {
    const mail = renderNotification('contact', { full_name: 'A\r\nBcc: x@example.org', email: 'a@example.org', subject: 'S', message: '' }, { submissionId: 3, submittedAt: 'now' })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.replyTo).toBe('a@example.org')
    expect(mail.text).toContain('Subject: S')
    expect(mail.text).not.toContain('Message:')
  })

  it('reads SMTP_URL', () => {
    expect(smtpOptions('smtps://u%40x:p@mail.example.org')).toMatchObject({ host: 'mail.example.org', port: 465, secure: true, auth: { user: 'u@x', pass: 'p' } })
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ port: 2525, secure: false })
  })
})

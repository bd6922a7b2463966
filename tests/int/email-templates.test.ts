/**
 * Every e-mail the site writes, rendered with Site Settings unlike the demo's: each names the
 * charity, its phone, e-mail and address only as Site Settings give them. A literal left in a
 * template (the demo's name or number, or any other) fails here. The donor's e-mails go through
 * the real donation endpoint, the donor-mail job and the Outbox; the others are rendered by the
 * functions their routes and jobs call. A last check lists every file of src/ that sends mail or
 * writes the Outbox, so a new template cannot be added without being rendered here.
 * Databases: SQLite.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { demoSiteSettings } from '@/seed/siteSettings'
import type { SiteSetting } from '@/payload-types'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { newKey, validFields } from '../helpers/donations'
import { FORM_KEYS, VALID } from '../helpers/formSamples'

let ctx: TestPayload
let payload: Payload

/** A charity nothing in the code could know: every detail differs from the demo's. */
const OTHER: Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> = {
  ...demoSiteSettings,
  name: 'Harbour Men’s Health Society',
  contacts: [
    { title: 'Office', value: '250-555-0177', scheme: 'tel' },
    { title: 'E-mail', value: 'hello@harbour-health.example', scheme: 'mailto' },
  ],
  address: { street: '9 Quay Lane', city: 'Nanaimo', province: 'BC', postalCode: 'V9R 2B2', country: 'Canada' },
}

/** What the demo (and the old templates) wrote: none of it may appear. */
const DEMO_LITERALS = [
  demoSiteSettings.name,
  'Prostate Cancer Foundation',
  ...(demoSiteSettings.contacts ?? []).map((c) => c.value),
  demoSiteSettings.address!.street,
  demoSiteSettings.address!.postalCode,
  '555-555-0100',
]
const PHONE = /(?:\+?1[-. ]?)?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}/g
const POSTAL_CODE = /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

type Mail = { name: string; text: string; from?: string | null; donor: boolean; /** Values a person typed, which may hold numbers of their own. */ typed?: string }

/** Every phone number, postal code and charity e-mail address in a mail must come from Site Settings (or from what the person typed). */
function literalsIn(mail: Mail): string[] {
  const text = `${mail.from ?? ''}\n${mail.text}`
  const allowed = `${OTHER.contacts!.map((c) => c.value).join(' ')} ${OTHER.address!.postalCode} ${mail.typed ?? ''}`
  const found = [
    ...DEMO_LITERALS.filter((literal) => text.includes(literal)),
    ...[...text.matchAll(PHONE)].map((m) => m[0]).filter((n) => !allowed.includes(n.trim())),
    ...[...text.matchAll(POSTAL_CODE)].map((m) => m[0]).filter((c) => !allowed.includes(c)),
    // The only addresses a mail may show: the charity's, the site's sender, and the person's own.
    ...[...text.matchAll(EMAIL)].map((m) => m[0]).filter((e) => !allowed.includes(e) && e !== 'website@example.org' && !e.startsWith('donor.')),
  ]
  return found
}

const mails: Mail[] = []

beforeAll(async () => {
  process.env.DONOR_MAIL_RUN_NOW = '0'
  process.env.SITE_URL = 'https://harbour-health.example'
  ctx = await startTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({ slug: 'site-settings', data: OTHER, overrideAccess: true, context: { disableRevalidate: true } })
  const { processDonation } = await import('@/donations/processDonation')
  const { queueDonorMail, DONOR_MAIL_QUEUE } = await import('@/myGiving/mail')

  // The donor's e-mails, through the endpoint's own code and the donor-mail job.
  const gifts = [
    validFields({ b_email: 'donor.single@example.org', donation_amount: '50.00' }),
    validFields({ b_email: 'donor.small@example.org', donation_amount: '10.00' }),
    validFields({ b_email: 'donor.monthly@example.org', donation_type: 'monthly', donation_amount: '25.00' }),
    validFields({
      b_email: 'donor.memory@example.org',
      memoriam: 'memoriam',
      h_fname: 'Robert',
      h_lname: 'Lee',
      h_name: 'Mary Lee',
      h_add: '12 Cedar Road',
      h_city: 'Victoria',
      h_prov: 'BC',
      h_pcode: 'V8V 1A1',
      h_country: 'Canada',
    }),
  ]
  for (const fields of gifts) {
    const answer = await processDonation({ payload, fields, idempotencyKey: newKey() })
    expect(answer.status).toBe(200)
  }
  const enrolment = (await payload.find({ collection: 'recurring-donations', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
  for (const kind of ['sign-in', 'charge-failed', 'card-expiring', 'gift-changed', 'gift-confirmed', 'gift-declined', 'gift-not-charged'] as const) {
    await queueDonorMail(payload, { to: 'donor.monthly@example.org', kind, enrolment: enrolment.id, detail: 'the amount is now $30.00 a month.' })
  }
  await payload.jobs.run({ queue: DONOR_MAIL_QUEUE, limit: 50, overrideAccess: true })
  const outbox = await payload.find({ collection: 'outbox', pagination: false, overrideAccess: true, depth: 0, sort: 'createdAt' })
  for (const m of outbox.docs) mails.push({ name: `donor: ${m.subject} (${m.to})`, text: `${m.subject}\n${m.text}`, from: m.from, donor: true, typed: 'V8V 0A0 250-555-0101 V8V 1A1' })

  // Staff notifications of the five forms.
  const { renderNotification } = await import('@/forms/mail')
  const { formatMoment } = await import('@/format/dates')
  for (const key of FORM_KEYS) {
    const mail = renderNotification(key, VALID[key], { submissionId: 7, submittedAt: formatMoment('2026-11-26T21:54:57.429Z') })
    mails.push({ name: `staff: ${key}`, text: `${mail.subject}\n${mail.text}`, donor: false, typed: Object.values(VALID[key]).join(' ') })
  }

  // The risk checker's reminder e-mails and its plan.
  const { confirmationMail, reminderMail, senderIdentity } = await import('@/riskChecker/reminderMail')
  const { planEmailText, buildPlan } = await Promise.all([import('@/riskChecker/planEmail'), import('@/riskChecker/plan')]).then(([a, b]) => ({ ...a, ...b }))
  const { DEFAULT_TEXTS } = await import('@/riskChecker/texts')
  const identity = senderIdentity(OTHER)
  const siteUrl = 'https://harbour-health.example'
  const confirm = confirmationMail({ to: 'reader@example.org', sendOn: '2027-03-01T12:00:00.000Z', confirmToken: 'c', stopToken: 's', identity, siteUrl })
  const remind = reminderMail({ to: 'reader@example.org', stopToken: 's', identity, siteUrl })
  const plan = buildPlan({ age: '40-44', blackAncestry: 'yes', familyProstate: 'dont-know', familyBreastOvarian: 'no', urinarySymptoms: 'prefer-not' } as never, DEFAULT_TEXTS)
  mails.push({ name: 'reminder: confirmation', text: `${confirm.subject}\n${confirm.text}`, donor: true })
  mails.push({ name: 'reminder: reminder', text: `${remind.subject}\n${remind.text}`, donor: true })
  mails.push({ name: 'risk checker: plan', text: `${plan.title}\n${planEmailText(plan, siteUrl)}`, donor: false })

  // The alert to finance staff when the card-testing circuit trips.
  const { cardTestingAlert } = await import('@/donations/circuitAlert')
  const alert = cardTestingAlert('120 distinct cards in a minute')
  mails.push({ name: 'alert: card testing', text: `${alert.subject}\n${alert.text}`, donor: false })

  // A fundraiser's welcome, rendered by the task the sign-up queues.
  const { createRunningCampaign } = await import('../helpers/fundraising')
  const { signUpFundraiser } = await import('@/fundraising/signUp')
  const { sendFundraiserMail } = await import('@/fundraising/mail')
  const campaign = await createRunningCampaign(payload)
  const signedUp = await signUpFundraiser(payload, { campaign, name: 'Sam Okafor', email: 'sam.walks@example.org', slug: 'sam-walks', goal: 500, story: 'I walk for my dad.' })
  expect(signedUp.errors).toBeUndefined()
  const fundraiserPage = (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'sam-walks' } }, overrideAccess: true, depth: 0 })).docs[0]!
  await sendFundraiserMail(payload, { page: fundraiserPage.id, kind: 'welcome' })
  const welcome = (await payload.find({ collection: 'outbox', where: { to: { equals: 'sam.walks@example.org' } }, overrideAccess: true, depth: 0, sort: '-createdAt' })).docs[0]!
  mails.push({ name: `fundraiser: ${welcome.subject}`, text: `${welcome.subject}\n${welcome.text}`, donor: false, typed: 'sam.walks@example.org' })
  // And the "one week to go" reminder the daily job queues.
  await sendFundraiserMail(payload, { page: fundraiserPage.id, kind: 'last-week' })
  const lastWeek = (await payload.find({ collection: 'outbox', where: { to: { equals: 'sam.walks@example.org' }, subject: { like: 'One week to go' } }, overrideAccess: true, depth: 0 })).docs[0]!
  mails.push({ name: `fundraiser: ${lastWeek.subject}`, text: `${lastWeek.subject}\n${lastWeek.text}`, donor: false, typed: 'sam.walks@example.org' })
  // The fundraiser's thank-you, which the charity sends to each of the page's donors.
  const { thankDonors } = await import('@/fundraising/thankDonors')
  const toPage = await processDonation({ payload, fields: validFields({ b_email: 'donor.page@example.org', donation_area: 'Fathers Day Walk / Run', fundraiser_page: 'sam-walks', fundraiser_show_as: 'full' }), idempotencyKey: newKey() })
  expect(toPage.status).toBe(200)
  expect(await thankDonors(payload, fundraiserPage, 'Thank you for walking with me in spirit.')).toEqual({ sent: 1 })
  await payload.jobs.run({ queue: DONOR_MAIL_QUEUE, limit: 50, overrideAccess: true })
  const thanks = (await payload.find({ collection: 'outbox', where: { to: { equals: 'donor.page@example.org' }, subject: { like: 'A thank-you from' } }, overrideAccess: true, depth: 0 })).docs[0]!
  mails.push({ name: `fundraiser’s thanks: ${thanks.subject}`, text: `${thanks.subject}\n${thanks.text}`, from: thanks.from, donor: false })

  // Peer support's e-mails: to the volunteer, the person and Support, at each step of a case.
  const { composePeerMail } = await import('@/peerSupport/mail')
  const o = { overrideAccess: true, depth: 0 } as const
  const volunteer = await payload.create({ collection: 'peer-volunteers', data: { firstName: 'Vic', email: 'vic.volunteer@example.org', languages: ['English'], experiences: ['surgery'], callsPerMonth: 2, status: 'active' }, ...o })
  const peerCase = await payload.create({ collection: 'peer-support-cases', data: { title: 'Sam Requester', status: 'new', firstName: 'Sam', lastName: 'Requester', email: 'sam.requester@example.org', topics: [] }, ...o })
  // The case's steps are taken through its own endpoints elsewhere; here only the wording matters.
  const setStatus = (status: string) => payload.db.updateOne({ collection: 'peer-support-cases', id: peerCase.id, data: { status, volunteer: volunteer.id } })
  const peerTyped = 'vic.volunteer@example.org sam.requester@example.org'
  await setStatus('introduced')
  for (const kind of ['introduction', 'expect-a-call', 'volunteer-reminder', 'support-alert', 'follow-up', 'volunteer-sign-in'] as const) {
    if (kind === 'follow-up') await setStatus('first-call-done')
    const mail = await composePeerMail(payload, { kind, caseId: peerCase.id, to: 'vic.volunteer@example.org' })
    expect(mail, kind).not.toBeNull()
    mails.push({ name: `peer support: ${kind}`, text: `${mail!.subject}\n${mail!.text}`, donor: false, typed: peerTyped })
  }
})

afterAll(async () => {
  await ctx?.stop()
  delete process.env.DONOR_MAIL_RUN_NOW
  delete process.env.SITE_URL
})

describe('every e-mail template takes the charity from Site Settings', () => {
  it('renders the donor’s e-mails: four gift confirmations, the five My giving messages and the three outcomes of a gift confirmed later', () => {
    const donorMails = mails.filter((m) => m.name.startsWith('donor:'))
    expect(donorMails.map((m) => m.name.replace(/ \(.*\)$/, '')).sort()).toEqual(
      [
        'donor: The card of your monthly gift expires soon',
        `donor: Thank you for your gift to ${OTHER.name}`,
        `donor: Thank you for your gift to ${OTHER.name}`,
        `donor: Thank you for your gift to ${OTHER.name}`,
        `donor: Welcome to monthly giving at ${OTHER.name}`,
        'donor: Your link to My giving',
        'donor: Your monthly gift could not be charged',
        'donor: Your monthly gift was changed',
        'donor: Your gift went through',
        'donor: Your gift was not charged: the card was declined',
        'donor: Your gift was not charged',
      ].sort(),
    )
  })

  it('no template writes a name, phone number, e-mail or postal address of its own', () => {
    const offenders = mails.map((m) => ({ mail: m.name, literals: literalsIn(m) })).filter((o) => o.literals.length)
    expect(offenders).toEqual([])
  })

  it('each donor e-mail is signed with the charity’s name and gives its phone or e-mail; it comes from the charity by name', () => {
    const toDonors = mails.filter((m) => m.name.startsWith('donor:') || m.name.startsWith('fundraiser’s thanks:'))
    expect(toDonors.length).toBeGreaterThan(11)
    for (const mail of toDonors) {
      expect(mail.text, mail.name).toContain(OTHER.name)
      expect(mail.text, mail.name).toMatch(/250-555-0177|hello@harbour-health\.example/)
      expect(mail.from, mail.name).toBe(`"${OTHER.name}" <website@example.org>`)
    }
    const reminder = mails.find((m) => m.name === 'reminder: reminder')!
    expect(reminder.text).toContain('Mailing address: 9 Quay Lane, Nanaimo, BC V9R 2B2, Canada')
  })

  it('staff e-mails give the time in words, in the charity’s time zone', () => {
    for (const mail of mails.filter((m) => m.name.startsWith('staff:'))) {
      expect(mail.text, mail.name).toContain('November 26, 2026 at 1:54 p.m. PST')
      expect(mail.text, mail.name).not.toMatch(/\d{4}-\d\d-\d\dT/)
    }
  })

  it('every file of src/ that sends an e-mail or writes the Outbox is rendered above', () => {
    const covered = ['src/myGiving/mail.ts', 'src/forms/jobs.ts', 'src/riskChecker/reminderMail.ts', 'src/riskChecker/planEmail.ts', 'src/peerSupport/mail.ts', 'src/donations/circuitAlert.ts', 'src/fundraising/mail.ts']
    const senders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) {
          if (entry.name !== 'migrations') walk(file)
        } else if (/\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts') {
          const source = fs.readFileSync(file, 'utf8')
          if (/\.sendEmail\(|collection: 'outbox',\s*\n?\s*data:/.test(source)) senders.push(path.relative(process.cwd(), file))
        }
      }
    }
    walk(path.join(process.cwd(), 'src'))
    expect(senders.sort()).toEqual(covered.sort())
  })
})

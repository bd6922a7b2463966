/** One record of each kind the role tests read, written as the server writes them. */
import crypto from 'node:crypto'
import type { Payload } from 'payload'

export const DONOR_EMAIL = 'pat.donor@example.org'
export const REQUESTER_EMAIL = 'sam.requester@example.org'

export async function createRecords(payload: Payload) {
  const o = { overrideAccess: true, depth: 0 } as const
  const recurring = await payload.create({
    collection: 'recurring-donations',
    data: { summary: 'Pat Donor: $20 monthly', amount: 20, status: 'active', gateway: 'moneris', token: 'vault-token-1', b_fname: 'Pat', b_lname: 'Donor', b_email: DONOR_EMAIL, nextChargeDate: '2026-12-15T00:00:00.000Z' },
    ...o,
  })
  const donation = await payload.create({
    collection: 'donations',
    data: {
      summary: 'Pat Donor: $50',
      amount: 50,
      donationType: 'single',
      status: 'approved',
      receiptNumber: 1001,
      b_fname: 'Pat',
      b_lname: 'Donor',
      b_email: DONOR_EMAIL,
      b_add: '1 Test Road',
      idempotencyKey: crypto.randomUUID(),
    },
    ...o,
  })
  const annual = await payload.create({
    collection: 'annual-receipts',
    data: { serial: 'A2025-0001', year: 2025, amount: 240, donorKey: `2025|${DONOR_EMAIL}`, b_fname: 'Pat', b_lname: 'Donor', b_email: DONOR_EMAIL, issuedAt: '2026-01-10T00:00:00.000Z', donations: [donation.id] },
    ...o,
  })
  const submission = await payload.create({
    collection: 'form-submissions',
    data: { form: '702', name: 'Sam Requester', email: REQUESTER_EMAIL, fields: { message: 'I was diagnosed last month.' }, deliveryStatus: 'sent' },
    ...o,
  })
  const spam = await payload.create({
    collection: 'form-submissions',
    data: { form: '704', name: 'Caught Wrongly', email: 'caught@example.org', fields: { message: 'hello' }, deliveryStatus: 'spam', spamReason: 'too-fast' },
    ...o,
  })
  const subscriber = await payload.create({
    collection: 'subscribers',
    data: { email: REQUESTER_EMAIL, firstName: 'Sam', status: 'subscribed', consentAt: '2026-01-01T00:00:00.000Z', unsubscribeToken: crypto.randomUUID() },
    ...o,
  })
  const outbox = await payload.create({
    collection: 'outbox',
    data: { about: 'form-submission', to: 'staff@example.org', subject: 'New peer support request', text: 'Sam Requester wrote…', submission: submission.id },
    ...o,
  })
  // A donor's e-mail kept in the outbox: about a donation, so Finance's and not Support's.
  const donorMail = await payload.create({
    collection: 'outbox',
    data: { about: 'donation', to: DONOR_EMAIL, subject: 'Your monthly gift was changed', text: 'Visa ending in 4242: the amount is now $30.00 a month.' },
    ...o,
  })
  const volunteer = await payload.create({
    collection: 'peer-volunteers',
    data: { firstName: 'Vic', email: 'vic.volunteer@example.org', languages: ['English'], experiences: ['surgery'], callsPerMonth: 2, status: 'active' },
    ...o,
  })
  const peerCase = await payload.create({
    collection: 'peer-support-cases',
    data: { title: 'Sam Requester', status: 'new', submission: submission.id, firstName: 'Sam', lastName: 'Requester', email: REQUESTER_EMAIL, topics: [] },
    ...o,
  })
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Staff test page', slug: 'staff-test-page', _status: 'published' },
    ...o,
    context: { disableRevalidate: true },
  })
  const draft = await payload.create({
    collection: 'pages',
    data: { title: 'Staff draft page', slug: 'staff-draft-page', _status: 'draft' },
    ...o,
    draft: true,
    context: { disableRevalidate: true },
  })
  return { recurring, donation, annual, submission, spam, subscriber, outbox, donorMail, volunteer, peerCase, page, draft }
}

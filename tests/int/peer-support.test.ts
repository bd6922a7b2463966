/**
 * Peer support end to end on the server: a form post (both addresses) opens a case; Support sees
 * suggestions with reasons and picks a volunteer; the e-mails in the outbox tell the volunteer
 * the first name and topics but not the surname or the person's words; the volunteer signs in by
 * link and marks "I called"; refused moves answer 4xx and change nothing; reminders at 48 and 72
 * hours and the follow-up after two weeks (the clock is a parameter; the queue is Payload's);
 * privacy export, erasure, retention and the audit trail cover cases.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { formRateLimiter } from '@/forms/rateLimit'
import { createSignInLink } from '@/myGiving/signInLinks'
import { followUpToken } from '@/peerSupport/followUpToken'
import { peerSupportFigures } from '@/peerSupport/figures'
import { queueFollowThrough } from '@/peerSupport/jobs'
import { PEER_SUPPORT_QUEUE, peerSupportQueueSettled } from '@/peerSupport/mail'
import { applyRetention } from '@/privacy/retention'
import { erasePersonalData, exportPersonalData } from '@/privacy/personalData'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaffPerRole, rest, graphql, type StaffAccount } from '../helpers/staff'
import { formPost } from '../helpers/myGiving'

process.env.FORMS_MAIL_RUN_NOW = '0'
process.env.FORMS_JOBS_AUTORUN = '0'
process.env.RATE_LIMIT_FORMS_MAX = '1000'

let ctx: TestPayload
let payload: Payload
let staff: Record<'administrator' | 'editor' | 'finance' | 'support', StaffAccount>
let FORM_POST: (req: Request, ctx: { params: Promise<{ formId: string }> }) => Promise<Response>
let LEGACY_POST: typeof FORM_POST
const routes = {} as Record<'session' | 'case' | 'pause' | 'answer', (r: Request) => Promise<Response>>
const volunteers: Record<string, number> = {}
const o = { overrideAccess: true, depth: 0 } as const

const PERSON = {
  first_name: 'Harjit',
  last_name: 'Sandhuwalia',
  email: 'harjit.person@example.org',
  phone: '250-555-0101',
  city: 'Kelowna',
  province: 'BC',
  preferred_contact: 'Phone',
  best_time_to_contact: 'PM',
  date_of_diagnosis: '2026-09-14',
  age_at_diagnosis: '58',
  language: 'Punjabi',
  message: 'Private words only staff may read.',
  treatment_main: 'Treatment choices',
  treatment_sub: 'Sub Topics: Surgery',
}

function formRequest(fields: Record<string, string>, legacy = false) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...fields, _form_elapsed: '6000' })) form.append(k, v)
  const url = legacy ? 'http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/702/feedback' : 'http://localhost:3000/api/forms/702/feedback'
  return new Request(url, { method: 'POST', body: form, headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': '203.0.113.9' } })
}

async function send(fields: Record<string, string>, legacy = false) {
  const res = await (legacy ? LEGACY_POST : FORM_POST)(formRequest(fields, legacy), { params: Promise.resolve({ formId: '702' }) })
  expect(((await res.json()) as { status: string }).status).toBe('mail_sent')
  const { docs } = await payload.find({ collection: 'peer-support-cases', where: { email: { equals: fields.email } }, sort: '-id', limit: 1, ...o })
  return docs[0]!
}

const outboxTo = async (to: string) => (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'id', pagination: false, ...o })).docs
/** The endpoint starts a run of its own; the test waits for it, then runs what is left. */
const runQueue = async () => {
  await peerSupportQueueSettled()
  return payload.jobs.run({ queue: PEER_SUPPORT_QUEUE, limit: 100, overrideAccess: true })
}
const caseNow = async (id: number) => (await payload.findByID({ collection: 'peer-support-cases', id, ...o })) as unknown as Record<string, unknown>

async function volunteerCookieFor(email: string) {
  const token = await createSignInLink(payload, email, { purpose: 'volunteer' })
  const res = await routes.session(formPost('/peer-volunteer/session', { token }))
  expect(res.status).toBe(303)
  const cookie = /^(peer_volunteer_session=[^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  expect(cookie).toBeTruthy()
  const session = await payload.find({ collection: 'donor-sessions', where: { email: { equals: email } }, sort: '-id', limit: 1, ...o })
  const { formTokenFor, hashToken } = await import('@/myGiving/tokens')
  const value = cookie!.split('=')[1]!
  expect(session.docs[0]?.tokenHash).toBe(hashToken(value))
  return { cookie: cookie!, csrf: formTokenFor(hashToken(value)) }
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  staff = await createStaffPerRole(payload)
  FORM_POST = (await import('@/app/api/forms/[formId]/feedback/route')).POST
  LEGACY_POST = (await import('@/app/wp-json/contact-form-7/v1/contact-forms/[formId]/feedback/route')).POST
  routes.session = (await import('@/app/(frontend)/peer-volunteer/session/route')).POST
  routes.case = (await import('@/app/(frontend)/peer-volunteer/case/route')).POST
  routes.pause = (await import('@/app/(frontend)/peer-volunteer/pause/route')).POST
  routes.answer = (await import('@/app/(frontend)/peer-support/follow-up/answer/route')).POST
  await payload.create({ collection: 'support-groups', data: { title: 'Kelowna group', groupName: 'Kelowna group', slug: 'kelowna', city: 'Kelowna', province: 'BC', _status: 'published' } as never, ...o, context: { disableRevalidate: true } })
  const make = async (firstName: string, data: Record<string, unknown>) => {
    const v = await payload.create({ collection: 'peer-volunteers', data: { firstName, email: `${firstName.toLowerCase()}@volunteers.example.org`, languages: ['English'], callsPerMonth: 2, status: 'active', ...data } as never, ...o })
    volunteers[firstName] = v.id
  }
  await make('Amrit', { languages: ['English', 'Punjabi'], experiences: ['surgery'], region: 'Kelowna' })
  await make('Bruce', { experiences: ['radiation'] })
  await make('Paused', { experiences: ['surgery'], languages: ['Punjabi'], status: 'paused' })
  await make('Full', { experiences: ['surgery'], callsPerMonth: 1 })
  formRateLimiter.reset()
})
afterAll(async () => {
  await ctx?.stop()
})

describe('a request becomes a case', () => {
  it('from the page and from the old Contact Form 7 address, with what the person told us', async () => {
    const c = await send(PERSON)
    expect(c).toMatchObject({ status: 'new', firstName: 'Harjit', lastName: 'Sandhuwalia', language: 'Punjabi', city: 'Kelowna', shareConsent: false })
    expect(c.topics).toEqual([{ topicId: 'treatment', main: 'Treatment choices', subTopics: ['Surgery'] }])
    const legacy = await send({ ...PERSON, email: 'legacy.person@example.org' }, true)
    expect(legacy.status).toBe('new')
    expect(legacy.submission).toBeTruthy()
  })

  it('staff turn an older submission into a case, once; other forms and bad numbers answer 4xx', async () => {
    const old = await payload.create({ collection: 'form-submissions', data: { form: '702', name: 'Old Request', email: 'old@example.org', fields: { first_name: 'Olive', last_name: 'Request', email: 'old@example.org' }, deliveryStatus: 'sent' }, ...o })
    const other = await payload.create({ collection: 'form-submissions', data: { form: '704', name: 'Contact', email: 'c@example.org', fields: { full_name: 'C' }, deliveryStatus: 'sent' }, ...o })
    const first = await rest('POST', '/peer-support-cases/from-submission', { token: staff.support.token, body: { submission: old.id } })
    expect(first.status).toBe(201)
    const again = await rest('POST', '/peer-support-cases/from-submission', { token: staff.support.token, body: { submission: old.id } })
    expect(((await again.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id)
    expect((await rest('POST', '/peer-support-cases/from-submission', { token: staff.support.token, body: { submission: other.id } })).status).toBe(400)
    expect((await rest('POST', '/peer-support-cases/from-submission', { token: staff.support.token, body: { submission: 'x' } })).status).toBe(400)
    expect((await rest('POST', '/peer-support-cases/from-submission', { token: staff.editor.token, body: { submission: old.id } })).status).toBe(403)
  })
})

describe('suggestions, the pick and the introduction', () => {
  let caseId: number

  beforeAll(async () => {
    caseId = (await send({ ...PERSON, email: 'pick.person@example.org' })).id as number
  })

  it('Support sees the best volunteers with reasons; paused and full volunteers are left out; editor and finance are refused', async () => {
    // Full already has one open introduction, its limit.
    const busy = await send({ ...PERSON, email: 'busy.person@example.org' })
    await payload.update({ collection: 'peer-support-cases', id: busy.id, data: { status: 'introduced', volunteer: volunteers.Full, introducedAt: new Date().toISOString() }, ...o, context: { introduction: true } })

    const res = await rest('GET', `/peer-support-cases/${caseId}/suggestions`, { token: staff.support.token })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { status: string; suggestions: { id: number; firstName: string; reasons: string[] }[] }
    expect(body.status).toBe('suggested')
    expect(body.suggestions[0]).toMatchObject({ firstName: 'Amrit', reasons: ['had surgery', 'speaks Punjabi', 'Kelowna', 'no open introductions'] })
    expect(body.suggestions.map((s) => s.firstName)).not.toContain('Paused')
    expect(body.suggestions.map((s) => s.firstName)).not.toContain('Full')
    for (const who of ['editor', 'finance'] as const) expect((await rest('GET', `/peer-support-cases/${caseId}/suggestions`, { token: staff[who].token })).status).toBe(403)
    expect((await caseNow(caseId)).status).toBe('suggested')
  })

  it('picking a paused or full volunteer answers 409 with the reason and changes nothing', async () => {
    for (const [name, reason] of [['Paused', /paused/], ['Full', /limit of 1/]] as const) {
      const res = await rest('POST', `/peer-support-cases/${caseId}/introduce`, { token: staff.support.token, body: { volunteer: volunteers[name] } })
      expect(res.status).toBe(409)
      expect(((await res.json()) as { message: string }).message).toMatch(reason)
    }
    expect((await rest('POST', `/peer-support-cases/${caseId}/introduce`, { token: staff.support.token, body: { volunteer: 'nobody' } })).status).toBe(400)
    expect((await rest('POST', `/peer-support-cases/${caseId}/introduce`, { token: staff.editor.token, body: { volunteer: volunteers.Amrit } })).status).toBe(403)
    const c = await caseNow(caseId)
    expect(c.status).toBe('suggested')
    expect(c.volunteer ?? null).toBeNull()
  })

  it('a pick e-mails the volunteer the first name and topics, never the surname, address, diagnosis date or own words; the person learns the volunteer’s first name', async () => {
    const res = await rest('POST', `/peer-support-cases/${caseId}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Amrit } })
    expect(res.status).toBe(200)
    expect(await caseNow(caseId)).toMatchObject({ status: 'introduced', volunteer: volunteers.Amrit })
    await runQueue()
    const [toVolunteer] = await outboxTo('amrit@volunteers.example.org')
    expect(toVolunteer?.text).toContain('Harjit')
    expect(toVolunteer?.text).toContain('Treatment choices (Surgery)')
    expect(toVolunteer?.text).toContain('250-555-0101')
    for (const secret of ['Sandhuwalia', 'Kelowna', '2026-09-14', PERSON.message]) expect(toVolunteer?.text).not.toContain(secret)
    const [toPerson] = await outboxTo('pick.person@example.org')
    expect(toPerson?.text).toContain('Amrit')
    expect(toPerson?.text).not.toContain('amrit@volunteers')
    // A second pick is refused.
    expect((await rest('POST', `/peer-support-cases/${caseId}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Bruce } })).status).toBe(409)
  })

  it('with the consent box ticked, the volunteer is also told the surname and the person’s words', async () => {
    const c = await send({ ...PERSON, email: 'consent.person@example.org', share_consent: 'Yes' })
    expect(c.shareConsent).toBe(true)
    expect((await rest('POST', `/peer-support-cases/${c.id}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Bruce } })).status).toBe(200)
    await runQueue()
    const text = (await outboxTo('bruce@volunteers.example.org')).map((m) => m.text).join('\n')
    expect(text).toContain('Sandhuwalia')
    expect(text).toContain(PERSON.message)
  })

  it('the flow refuses backward moves and a hand-made introduction over REST and GraphQL, changing nothing', async () => {
    const back = await rest('PATCH', `/peer-support-cases/${caseId}`, { token: staff.support.token, body: { status: 'new' } })
    expect(back.status).toBe(400)
    expect(((await back.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('A case cannot go from "Introduced" to "New".')
    const fresh = await send({ ...PERSON, email: 'hand.person@example.org' })
    expect((await rest('PATCH', `/peer-support-cases/${fresh.id}`, { token: staff.support.token, body: { status: 'introduced' } })).status).toBe(400)
    const gql = await graphql(`mutation { updatePeerSupportCase(id: ${caseId}, data: { status: closed }) { id } }`, staff.support.token)
    expect(JSON.stringify(gql.errors)).toMatch(/cannot go from/)
    expect((await caseNow(caseId)).status).toBe('introduced')
    expect((await caseNow(fresh.id as number)).status).toBe('new')
  })

  it('the volunteer signs in by link and marks "I called"; another volunteer’s case and a second "I called" answer 4xx', async () => {
    const bruce = await volunteerCookieFor('bruce@volunteers.example.org')
    const foreign = await routes.case(formPost('/peer-volunteer/case', { csrf: bruce.csrf, case: String(caseId), action: 'called' }, { cookie: bruce.cookie }))
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).toMatch(/not one of yours/)
    expect((await caseNow(caseId)).status).toBe('introduced')

    const amrit = await volunteerCookieFor('amrit@volunteers.example.org')
    const forged = await routes.case(formPost('/peer-volunteer/case', { csrf: bruce.csrf, case: String(caseId), action: 'called' }, { cookie: amrit.cookie }))
    expect(forged.status).toBe(403)
    const called = await routes.case(formPost('/peer-volunteer/case', { csrf: amrit.csrf, case: String(caseId), action: 'called' }, { cookie: amrit.cookie }))
    expect(called.status).toBe(303)
    const done = await caseNow(caseId)
    expect(done.status).toBe('first-call-done')
    expect(done.firstCallAt).toBeTruthy()
    await payload.update({ collection: 'peer-support-cases', id: caseId, data: { status: 'closed' }, ...o })
    const twice = await routes.case(formPost('/peer-volunteer/case', { csrf: amrit.csrf, case: String(caseId), action: 'called' }, { cookie: amrit.cookie }))
    expect(twice.status).toBe(409)
    expect(await twice.text()).toMatch(/already "Closed"/)
    expect((await caseNow(caseId)).status).toBe('closed')
  })

  it('three "could not reach" end the introduction as no answer; a volunteer pauses and is not offered', async () => {
    const c = await send({ ...PERSON, email: 'unreachable.person@example.org' })
    await rest('POST', `/peer-support-cases/${c.id}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Amrit } })
    const amrit = await volunteerCookieFor('amrit@volunteers.example.org')
    for (let i = 0; i < 3; i++) {
      const res = await routes.case(formPost('/peer-volunteer/case', { csrf: amrit.csrf, case: String(c.id), action: 'no-answer' }, { cookie: amrit.cookie }))
      expect(res.status).toBe(303)
    }
    expect(await caseNow(c.id as number)).toMatchObject({ status: 'no-answer', noAnswerTries: 3 })
    expect((await routes.pause(formPost('/peer-volunteer/pause', { csrf: amrit.csrf, paused: 'yes' }, { cookie: amrit.cookie }))).status).toBe(303)
    const next = await send({ ...PERSON, email: 'after.pause@example.org' })
    const body = (await (await rest('GET', `/peer-support-cases/${next.id}/suggestions`, { token: staff.support.token })).json()) as { suggestions: { firstName: string }[] }
    expect(body.suggestions.map((s) => s.firstName)).not.toContain('Amrit')
    await payload.update({ collection: 'peer-volunteers', id: volunteers.Amrit!, data: { status: 'active' }, ...o })
  })
})

describe('follow-through (the clock is set by the test)', () => {
  it('reminds the volunteer after 48 hours and Support after 72, each once, through the queue and the outbox', async () => {
    await payload.updateGlobal({ slug: 'form-settings', data: { recipients: [{ form: '702', email: 'support-team@example.org' }] }, overrideAccess: true })
    // Bruce's earlier introduction ends, so only this one is waiting.
    await payload.update({ collection: 'peer-support-cases', where: { volunteer: { equals: volunteers.Bruce } }, data: { status: 'withdrawn' }, ...o })
    const c = await send({ ...PERSON, email: 'waiting.person@example.org' })
    expect((await rest('POST', `/peer-support-cases/${c.id}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Bruce } })).status).toBe(200)
    await runQueue()
    const introducedAt = Date.parse((await caseNow(c.id as number)).introducedAt as string)
    const at = (hours: number) => new Date(introducedAt + hours * 3_600_000)
    const reminders = async () => (await outboxTo('bruce@volunteers.example.org')).filter((m) => m.subject.startsWith('Reminder')).length
    const alerts = async () => (await outboxTo('support-team@example.org')).filter((m) => m.subject.includes(`case ${c.id}`)).length

    await queueFollowThrough(payload, at(47))
    await runQueue()
    expect([await reminders(), await alerts()]).toEqual([0, 0])
    await queueFollowThrough(payload, at(49))
    await runQueue()
    expect([await reminders(), await alerts()]).toEqual([1, 0])
    await queueFollowThrough(payload, at(73))
    await queueFollowThrough(payload, at(80))
    await runQueue()
    expect([await reminders(), await alerts()]).toEqual([1, 1])
  })

  it('the scheduled task runs on the peer-support queue', async () => {
    const job = (await payload.jobs.queue({ task: 'peerSupportFollowThrough' as never, queue: PEER_SUPPORT_QUEUE, input: {} as never })) as { id: number }
    const { jobStatus } = await runQueue()
    expect(jobStatus?.[String(job.id)]?.status).toBe('success')
  })

  it('asks the person two weeks after the first call, through a signed link answered once', async () => {
    const c = await send({ ...PERSON, email: 'followup.person@example.org' })
    expect((await rest('POST', `/peer-support-cases/${c.id}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Amrit } })).status).toBe(200)
    const firstCall = new Date()
    await payload.update({ collection: 'peer-support-cases', id: c.id, data: { status: 'first-call-done', firstCallAt: firstCall.toISOString() }, ...o })
    await queueFollowThrough(payload, new Date(firstCall.getTime() + 13 * 86_400_000))
    await runQueue()
    const asked = async () => (await outboxTo('followup.person@example.org')).filter((m) => m.subject === 'Did the call help?')
    expect(await asked()).toHaveLength(0)
    await queueFollowThrough(payload, new Date(firstCall.getTime() + 15 * 86_400_000))
    await runQueue()
    const [mail] = await asked()
    const token = /follow-up\?token=([^\s]+)/.exec(mail!.text)?.[1]
    expect(token).toBe(followUpToken(c.id as number))

    const forged = await routes.answer(formPost('/peer-support/follow-up/answer', { token: `${c.id}.${'A'.repeat(43)}`, answer: 'yes' }))
    expect(forged.status).toBe(404)
    const bad = await routes.answer(formPost('/peer-support/follow-up/answer', { token: token!, answer: 'maybe' }))
    expect(bad.status).toBe(400)
    const ok = await routes.answer(formPost('/peer-support/follow-up/answer', { token: token!, answer: 'somewhat', comment: 'Good to talk.' }))
    expect(ok.status).toBe(303)
    expect(await caseNow(c.id as number)).toMatchObject({ followUpAnswer: 'somewhat', followUpComment: 'Good to talk.' })
    const again = await routes.answer(formPost('/peer-support/follow-up/answer', { token: token!, answer: 'no' }))
    expect(again.status).toBe(409)
    expect((await caseNow(c.id as number)).followUpAnswer).toBe('somewhat')
  })
})

describe('the dashboard', () => {
  it('counts new requests, long waits, calls this month, the median time to a first call and follow-up answers', async () => {
    const before = await peerSupportFigures(payload)
    const c = await send({ ...PERSON, email: 'counted.person@example.org' })
    const afterRequest = await peerSupportFigures(payload)
    expect(afterRequest.newRequests).toBe(before.newRequests + 1)
    expect((await rest('POST', `/peer-support-cases/${c.id}/introduce`, { token: staff.support.token, body: { volunteer: volunteers.Amrit } })).status).toBe(200)
    const later = new Date(Date.now() + 49 * 3_600_000)
    expect((await peerSupportFigures(payload, later)).waitingOver48h).toBeGreaterThanOrEqual(1)
    await payload.update({ collection: 'peer-support-cases', id: c.id, data: { status: 'first-call-done' }, ...o })
    const afterCall = await peerSupportFigures(payload)
    expect(afterCall.newRequests).toBe(before.newRequests)
    expect(afterCall.callsThisMonth).toBe(before.callsThisMonth + 1)
    expect(afterCall.medianHoursToFirstCall).not.toBeNull()
    expect(afterCall.followUpAnswers.somewhat).toBeGreaterThanOrEqual(1)
  })
})

describe('privacy', () => {
  it('opening a case is in the audit trail; a list is not', async () => {
    const c = await send({ ...PERSON, email: 'audited.person@example.org' })
    const before = (await payload.count({ collection: 'audit-entries', where: { action: { equals: 'peer-case-opened' } }, overrideAccess: true })).totalDocs
    expect((await rest('GET', '/peer-support-cases?limit=5', { token: staff.support.token })).status).toBe(200)
    expect((await rest('GET', `/peer-support-cases/${c.id}`, { token: staff.support.token })).status).toBe(200)
    const entries = await payload.find({ collection: 'audit-entries', where: { action: { equals: 'peer-case-opened' } }, sort: '-id', ...o })
    expect(entries.totalDocs).toBe(before + 1)
    expect(entries.docs[0]).toMatchObject({ accountEmail: staff.support.email, documentId: String(c.id) })
  })

  it('a person’s cases are in the export and gone after erasure', async () => {
    const c = await send({ ...PERSON, email: 'erase.person@example.org' })
    const held = await exportPersonalData(payload, 'erase.person@example.org')
    expect((held.data['peer-support-cases'] as { id: number }[]).map((d) => d.id)).toEqual([c.id])
    const result = await erasePersonalData(payload, 'erase.person@example.org')
    expect(result.erased['peer-support-cases']).toBe(1)
    expect((await payload.count({ collection: 'peer-support-cases', where: { email: { equals: 'erase.person@example.org' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('retention deletes cases ended more than 24 months ago and keeps open ones', async () => {
    const ended = await send({ ...PERSON, email: 'old.ended@example.org' })
    await payload.update({ collection: 'peer-support-cases', id: ended.id, data: { status: 'withdrawn' }, ...o })
    const open = await send({ ...PERSON, email: 'old.open@example.org' })
    const in25Months = new Date(Date.now() + 25 * 31 * 86_400_000)
    const result = await applyRetention(payload, in25Months)
    expect(result.peerSupportCases).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'peer-support-cases', id: ended.id, ...o, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'peer-support-cases', id: open.id, ...o, disableErrors: true })).not.toBeNull()
  })
})

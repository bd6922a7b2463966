/**
 * The fundraiser's own side, through the real routes and the sign-up form's handler: sign-up with
 * a team (every bad field answered at the field, nothing made), a second person joining with the
 * captain's code, sign-in with My giving's e-mailed links (a donor's link does not open these
 * pages), editing, the gift list and its CSV (the donor's name as chosen, nothing else), leaving a
 * team, and a session that cannot touch another person's page. Also Finance's dashboard figures.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createRunningCampaign, signInFundraiser } from '../helpers/fundraising'
import { formPost, getWithCookie } from '../helpers/myGiving'
import { newKey, validFields } from '../helpers/donations'
import type { Campaign } from '@/payload-types'

let ctx: TestPayload | undefined
let payload: Payload
let campaign: Campaign

type Handler = (request: Request) => Promise<Response>
let routes: { ask: Handler; session: Handler; edit: Handler; team: Handler; csv: Handler; signOut: Handler }

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  campaign = await createRunningCampaign(payload, 'ride-2026')
  await payload.updateGlobal({ slug: 'fundraising-settings', data: { blockedWords: 'scam' }, overrideAccess: true })
  const base = '@/app/(frontend)/my-fundraising'
  routes = {
    ask: (await import(`${base}/ask/route`)).POST,
    session: (await import(`${base}/session/route`)).POST,
    edit: (await import(`${base}/edit/route`)).POST,
    team: (await import(`${base}/team/route`)).POST,
    csv: (await import(`${base}/gifts.csv/route`)).GET,
    signOut: (await import(`${base}/sign-out/route`)).POST,
  }
})
afterAll(async () => {
  await ctx?.stop()
})

const form = (fields: Record<string, string>) => ({ name: 'Cara Lee', email: 'cara@example.org', slug: 'cara-rides', goal: '750', story: 'I ride for my father.\n\nPlease give.', ...fields })
const pageCount = async () => (await payload.count({ collection: 'fundraisers', overrideAccess: true })).totalDocs

const signIn = (email: string) => signInFundraiser(payload, routes.session, email)

describe('fundraiser sign-up, sign-in and own page', () => {
  let captainCode = ''

  it('answers each bad field at the field and makes nothing', async () => {
    const { signUpFromForm } = await import('@/fundraising/signUpForm')
    const before = await pageCount()
    const bad = async (fields: Record<string, string>) => {
      const answer = await signUpFromForm(payload, campaign, form(fields))
      expect(answer.ok).toBe(false)
      if (answer.ok) throw new Error('made a page')
      // What was typed comes back with the messages.
      expect(answer.values.story).toBe(form(fields).story)
      return answer.errors
    }
    expect((await bad({ email: 'not an address' })).email?.[0]).toMatch(/e-mail address like/)
    expect((await bad({ goal: '0' })).goal?.[0]).toMatch(/\$1 to \$1,000,000/)
    expect((await bad({ goal: '1000001' })).goal?.[0]).toMatch(/\$1 to \$1,000,000/)
    expect((await bad({ slug: 'Cara Rides!' })).slug?.[0]).toMatch(/lower-case/)
    expect((await bad({ slug: 'no-scam-here' })).slug?.[0]).toMatch(/"scam" is not allowed/)
    expect((await bad({ story: '<b>Hi</b>' })).story?.[0]).toMatch(/plain text/)
    expect((await bad({ teamChoice: 'create', teamName: '', teamSlug: 'x' })).teamName?.[0]).toMatch(/name/)
    expect((await bad({ teamChoice: 'join', team: '' })).team?.[0]).toMatch(/Choose the team/)
    expect(await pageCount()).toBe(before)
    // The sign-up limit is asked only once the fields are well formed, and its refusal makes nothing.
    let asked = 0
    const limited = async () => {
      asked++
      return { campaign: ['Too many pages were started from here in a short time.'] }
    }
    const typo = await signUpFromForm(payload, campaign, form({ email: 'typo' }), limited)
    expect(typo.ok ? null : Object.keys(typo.errors)).toEqual(['email'])
    expect(asked).toBe(0)
    const refused = await signUpFromForm(payload, campaign, form({}), limited)
    expect(refused.ok ? null : refused.errors.campaign?.[0]).toMatch(/Too many/)
    expect(asked).toBe(1)
    expect(await pageCount()).toBe(before)
  })

  it('signs up a captain with a closed team; the welcome e-mail gives the code, never the sign-in link', async () => {
    const { signUpFromForm } = await import('@/fundraising/signUpForm')
    const { joinCodeFor } = await import('@/fundraising/teams')
    const answer = await signUpFromForm(payload, campaign, form({ teamChoice: 'create', teamName: 'Wheels for Dads', teamSlug: 'wheels-for-dads', teamOpen: 'code' }))
    expect(answer).toEqual({ ok: true, slug: 'cara-rides' })
    const { docs } = await payload.find({ collection: 'fundraising-teams', where: { slug: { equals: 'wheels-for-dads' } }, overrideAccess: true, depth: 0 })
    const team = docs[0]!
    expect(team.open).toBe(false)
    captainCode = joinCodeFor(team.id)
    expect(captainCode).toMatch(/^[A-Z2-9]{8}$/)
    // The same team address again: refused at the team's field, and no second page.
    const before = await pageCount()
    const clash = await signUpFromForm(payload, campaign, form({ email: 'dan@example.org', slug: 'dan-rides', teamChoice: 'create', teamName: 'Other', teamSlug: 'wheels-for-dads' }))
    expect(clash.ok ? null : clash.errors.teamSlug?.[0]).toMatch(/taken/)
    expect(await pageCount()).toBe(before)

    await payload.jobs.run({ queue: 'donor-mail', limit: 50, overrideAccess: true })
    const mail = await payload.find({ collection: 'outbox', where: { to: { equals: 'cara@example.org' } }, overrideAccess: true })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]!.text).toContain(captainCode)
    expect(mail.docs[0]!.text).toContain('[sign-in link: sent only by e-mail]')
    expect(mail.docs[0]!.text).not.toMatch(/token=/)
    const links = await payload.find({ collection: 'donor-sign-in-links', where: { email: { equals: 'cara@example.org' } }, overrideAccess: true })
    expect(links.docs.map((l) => l.purpose)).toEqual(['fundraiser'])
  })

  it('lets a second person join only with the right code', async () => {
    const { signUpFromForm } = await import('@/fundraising/signUpForm')
    const { docs } = await payload.find({ collection: 'fundraising-teams', where: { slug: { equals: 'wheels-for-dads' } }, overrideAccess: true, depth: 0 })
    const teamId = String(docs[0]!.id)
    const before = await pageCount()
    const wrong = await signUpFromForm(payload, campaign, form({ name: 'Dan Ng', email: 'dan@example.org', slug: 'dan-rides', teamChoice: 'join', team: teamId, code: 'WRONGCDE' }))
    expect(wrong.ok ? null : wrong.errors.code?.[0]).toMatch(/not right/)
    expect(await pageCount()).toBe(before)
    const right = await signUpFromForm(payload, campaign, form({ name: 'Dan Ng', email: 'dan@example.org', slug: 'dan-rides', teamChoice: 'join', team: teamId, code: captainCode.toLowerCase() }))
    expect(right.ok).toBe(true)
    const dan = await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'dan-rides' } }, overrideAccess: true, depth: 0 })
    expect(dan.docs[0]!.team).toBe(Number(teamId))
  })

  it('asks for a link alike for every address, and sends one only to an address with a page', async () => {
    for (const email of ['dan@example.org', 'nobody@example.org']) {
      const res = await routes.ask(formPost('/my-fundraising/ask', { email }))
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/my-fundraising?asked=sent')
    }
    await payload.jobs.run({ queue: 'donor-mail', limit: 50, overrideAccess: true })
    const toDan = await payload.find({ collection: 'outbox', where: { and: [{ to: { equals: 'dan@example.org' } }, { subject: { equals: 'Your link to manage your fundraising page' } }] }, overrideAccess: true })
    expect(toDan.docs).toHaveLength(1)
    expect((await payload.find({ collection: 'outbox', where: { to: { equals: 'nobody@example.org' } }, overrideAccess: true })).docs).toHaveLength(0)
    // From another site: refused, nothing queued.
    expect((await routes.ask(formPost('/my-fundraising/ask', { email: 'dan@example.org' }, { origin: 'https://evil.example' }))).status).toBe(403)
  })

  it('opens only with a fundraiser link: a My giving link is refused', async () => {
    const { createSignInLink } = await import('@/myGiving/signInLinks')
    const token = await createSignInLink(payload, 'cara@example.org', { purpose: 'sign-in' })
    const res = await routes.session(formPost('/my-fundraising/session', { token }))
    expect(res.headers.get('location')).toBe('/my-fundraising?asked=link-expired')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('edits its own page, refuses bad fields, and never touches another person’s page', async () => {
    const { cookie, csrf } = await signIn('cara@example.org')
    const pages = await payload.find({ collection: 'fundraisers', where: { slug: { in: ['cara-rides', 'dan-rides'] } }, sort: 'slug', overrideAccess: true, depth: 0 })
    const [cara, dan] = pages.docs
    const ok = await routes.edit(formPost('/my-fundraising/edit', { csrf, page: String(cara!.id), name: 'Cara Lee', goal: '900', story: 'New story.' }, { cookie }))
    expect(ok.status).toBe(303)
    expect((await payload.findByID({ collection: 'fundraisers', id: cara!.id, overrideAccess: true })).goal).toBe(900)

    await routes.edit(formPost('/my-fundraising/edit', { csrf, page: String(cara!.id), name: 'Cara Lee', goal: '0', story: 'Kept story' }, { cookie }))
    const { readSession, takeFlash } = await import('@/myGiving/sessions')
    const flash = await takeFlash(payload, (await readSession(payload, cookie.split('=')[1]))!)
    expect(flash?.errors?.goal?.[0]).toMatch(/\$1 to \$1,000,000/)
    expect(flash?.values?.story).toBe('Kept story')
    expect((await payload.findByID({ collection: 'fundraisers', id: cara!.id, overrideAccess: true })).goal).toBe(900)

    const theirs = await routes.edit(formPost('/my-fundraising/edit', { csrf, page: String(dan!.id), name: 'Hacked', goal: '1', story: '' }, { cookie }))
    expect(theirs.status).toBe(403)
    expect((await payload.findByID({ collection: 'fundraisers', id: dan!.id, overrideAccess: true })).name).toBe('Dan Ng')
    // Without the session's form token: refused.
    expect((await routes.edit(formPost('/my-fundraising/edit', { csrf: 'x', page: String(cara!.id), name: 'X', goal: '5' }, { cookie }))).status).toBe(403)
    // The CSV of another person's page: refused.
    expect((await routes.csv(getWithCookie(`/my-fundraising/gifts.csv?page=${dan!.id}`, cookie))).status).toBe(403)
    expect((await routes.csv(getWithCookie(`/my-fundraising/gifts.csv?page=${cara!.id}`))).status).toBe(401)
  })

  it('lists every gift with the name the donor chose, as a CSV too, and nothing else of the donor', async () => {
    const { processDonation } = await import('@/donations/processDonation')
    for (const showAs of ['full', 'anonymous'] as const) {
      const answer = await processDonation({
        payload,
        fields: validFields({ donation_amount: '40.00', donation_area: 'Fathers Day Walk / Run', fundraiser_page: 'cara-rides', fundraiser_show_as: showAs, fundraiser_message: '=HYPERLINK("x")' }),
        idempotencyKey: newKey(),
      })
      expect((answer.body as { ResponseCode: string }).ResponseCode).toBe('027')
    }
    const cara = (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'cara-rides' } }, overrideAccess: true, depth: 0 })).docs[0]!
    await payload.create({ collection: 'offline-gifts', data: { fundraiser: cara.id, amount: 25, kind: 'cheque', receivedOn: new Date().toISOString(), donorName: 'Aunt May' }, overrideAccess: true })
    const { cookie } = await signIn('cara@example.org')
    const res = await routes.csv(getWithCookie(`/my-fundraising/gifts.csv?page=${cara.id}`, cookie))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const csv = await res.text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Name,Amount (CAD),Kind,Message')
    expect(lines).toHaveLength(4)
    expect(csv).toContain(',Pat Donor,40.00,Online,')
    expect(csv).toContain(',Anonymous,40.00,Online,')
    expect(csv).toContain(',Aunt May,25.00,Cheque,')
    // A message that a spreadsheet would run as a formula is defused.
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).not.toMatch(/pat@example\.org|1 Test Road|4242/)
  })

  it('shows a captain the code, lets a member leave, and hands a leaving captain’s team on', async () => {
    const { ownPages } = await import('@/fundraising/ownPages')
    const { pagesOf } = await import('@/fundraising/signUp')
    const [caraView] = await ownPages(payload, await pagesOf(payload, 'cara@example.org'))
    expect(caraView!.team).toMatchObject({ name: 'Wheels for Dads', captain: true, joinCode: captainCode })
    const [danView] = await ownPages(payload, await pagesOf(payload, 'dan@example.org'))
    expect(danView!.team).toMatchObject({ captain: false, joinCode: null })

    const { cookie, csrf } = await signIn('dan@example.org')
    const res = await routes.team(formPost('/my-fundraising/team', { csrf, page: String(danView!.id), action: 'leave' }, { cookie }))
    expect(res.status).toBe(303)
    expect((await payload.findByID({ collection: 'fundraisers', id: danView!.id, overrideAccess: true, depth: 0 })).team).toBeNull()
    // Starting a team with a taken address: the message at its field, nothing made.
    await routes.team(formPost('/my-fundraising/team', { csrf, page: String(danView!.id), action: 'create', teamName: 'Dan’s', teamSlug: 'wheels-for-dads', teamOpen: 'open' }, { cookie }))
    const { readSession, takeFlash } = await import('@/myGiving/sessions')
    const flash = await takeFlash(payload, (await readSession(payload, cookie.split('=')[1]))!)
    expect(flash?.errors?.teamSlug?.[0]).toMatch(/taken/)
    expect(flash?.values?.teamName).toBe('Dan’s')
    // Signed out, the session no longer changes anything.
    await routes.signOut(formPost('/my-fundraising/sign-out', { csrf }, { cookie }))
    const after = await routes.team(formPost('/my-fundraising/team', { csrf, page: String(danView!.id), action: 'create', teamName: 'Late', teamSlug: 'late-team' }, { cookie }))
    expect(after.headers.get('location')).toBe('/my-fundraising?asked=ended')
  })

  it('counts the week’s new pages and messages for Finance', async () => {
    const { fundraisingFigures } = await import('@/fundraising/figures')
    const figures = await fundraisingFigures(payload)
    expect(figures.newPages).toBe(2)
    expect(figures.newMessages).toBe(2)
    const later = await fundraisingFigures(payload, new Date(Date.now() + 8 * 86_400_000))
    expect(later).toMatchObject({ newPages: 0, newMessages: 0 })
  })
})

/**
 * Fundraisers and teams: sign-up answers each bad field at the field (address clash or blocked
 * word, goal out of range, HTML in the story) and keeps nothing; teams are made, joined open or
 * with the right code only, and left; the fundraiser's e-mails (the goal reached by a recorded cheque too), and the donors' thank-yous naming the page, reach the outbox; and nobody but Finance reads pages or gifts through the API.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createRunningCampaign } from '../helpers/fundraising'
import { signUpFundraiser, pagesOf } from '@/fundraising/signUp'
import { createTeam, joinTeam, leaveTeam } from '@/fundraising/teams'
import { teamTotal } from '@/fundraising/totals'
import { processDonation } from '@/donations/processDonation'
import { newKey, validFields } from '../helpers/donations'
import type { Campaign } from '@/payload-types'
import { sql } from '@payloadcms/db-sqlite'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload | undefined
let payload: Payload
let campaign: Campaign

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  campaign = await createRunningCampaign(payload)
  await payload.updateGlobal({ slug: 'fundraising-settings', data: { blockedWords: 'scam\nfree money' }, overrideAccess: true })
})
afterAll(async () => {
  await ctx?.stop()
})

const base = () => ({ campaign, name: 'Sam Okafor', email: 'Sam@Example.org ', slug: 'sam-walks', goal: 500, story: 'I walk for my dad.\n\nPlease give.' })

describe('fundraising sign-up and teams', () => {
  it('signs up, then refuses a clash, a blocked word, a bad goal and HTML at their fields', async () => {
    const first = await signUpFundraiser(payload, base())
    expect(first.page?.email).toBe('sam@example.org')
    expect((await signUpFundraiser(payload, { ...base(), email: 'other@example.org' })).errors?.slug?.[0]).toMatch(/taken/)
    expect((await signUpFundraiser(payload, { ...base(), slug: 'no-scam-here' })).errors?.slug?.[0]).toMatch(/"scam" is not allowed/)
    expect((await signUpFundraiser(payload, { ...base(), slug: 'zero-goal', goal: 0 })).errors?.goal?.[0]).toMatch(/\$1 to \$1,000,000/)
    expect((await signUpFundraiser(payload, { ...base(), slug: 'big-goal', goal: 1_000_001 })).errors?.goal?.[0]).toMatch(/\$1 to \$1,000,000/)
    expect((await signUpFundraiser(payload, { ...base(), slug: 'html-story', story: 'Hi <script>x()</script>' })).errors?.story?.[0]).toMatch(/plain text/)
    expect((await signUpFundraiser(payload, { ...base(), slug: 'free-talk', story: 'Get FREE money!' })).errors?.story?.[0]).toMatch(/free money/)
    // Only the first was kept; a person's pages are theirs alone.
    expect(await payload.count({ collection: 'fundraisers', where: { slug: { not_in: ['sam-walks'] } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect((await pagesOf(payload, 'SAM@example.org')).map((p) => p.slug)).toEqual(['sam-walks'])
    expect(await pagesOf(payload, 'someone@example.org')).toEqual([])
  })

  it('a captain makes a closed team; joining needs the right code; leaving takes the page out of the team', async () => {
    const captain = (await signUpFundraiser(payload, { ...base(), slug: 'captain-cara', email: 'cara@example.org' })).page!
    const member = (await signUpFundraiser(payload, { ...base(), slug: 'member-max', email: 'max@example.org' })).page!
    const made = await createTeam(payload, captain, campaign, { name: 'The Dads', slug: 'the-dads', open: false })
    expect(made.joinCode).toMatch(/^[A-Z2-9]{8}$/)
    const teamId = made.team!.id
    expect(await joinTeam(payload, member, teamId, 'WRONGCODE')).toEqual({ errors: { code: [expect.stringMatching(/not right/)] } })
    expect(await joinTeam(payload, member, teamId)).toEqual({ errors: { code: [expect.stringMatching(/not right/)] } })
    expect(await joinTeam(payload, member, teamId, made.joinCode!.toLowerCase())).toEqual({ ok: true })
    expect((await teamTotal(payload, teamId)).members).toBe(2)
    const joined = await payload.findByID({ collection: 'fundraisers', id: member.id, depth: 0, overrideAccess: true })
    expect(await leaveTeam(payload, joined)).toEqual({ ok: true })
    expect((await teamTotal(payload, teamId)).members).toBe(1)
    // Only a hash of the code is kept.
    const [row] = await runSql<{ join_code_hash: string }>(payload, sql`SELECT join_code_hash FROM fundraising_teams WHERE id = ${teamId}`)
    expect(row!.join_code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.join_code_hash).not.toContain(made.joinCode!)
  })

  it('e-mails the fundraiser through the outbox: welcome, each gift as the donor chose, the goal reached once', async () => {
    const page = (await signUpFundraiser(payload, { ...base(), slug: 'goal-getter', email: 'gail@example.org', name: 'Gail', goal: 500 })).page!
    for (const [amount, showAs] of [['300.00', 'anonymous'], ['250.00', 'full'], ['20.00', 'first']] as const) {
      const answer = await processDonation({
        payload,
        fields: validFields({ donation_amount: amount, donation_area: 'Fathers Day Walk / Run', fundraiser_page: page.slug, fundraiser_show_as: showAs, fundraiser_message: 'Go Gail!' }),
        idempotencyKey: newKey(),
      })
      expect((answer.body as { ResponseCode: string }).ResponseCode).toBe('027')
    }
    await payload.jobs.run({ queue: 'donor-mail', limit: 50, overrideAccess: true })
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: 'gail@example.org' } }, sort: 'createdAt', limit: 20, overrideAccess: true })
    const subjects = docs.map((d) => d.subject)
    // The queue runs its jobs side by side, so the order they reach the outbox is not fixed.
    expect(subjects.filter((s) => /^Your fundraising page for .* is live$/.test(s))).toHaveLength(1)
    expect(subjects.filter((s) => s === 'You reached your fundraising goal')).toHaveLength(1)
    expect(subjects).toContain('Anonymous gave to your page')
    expect(subjects).toContain('Pat Donor gave to your page')
    expect(subjects).toContain('Pat gave to your page')
    // Nothing of the donor beyond the chosen name: no e-mail address, street or card.
    for (const doc of docs) expect(doc.text).not.toMatch(/pat@example\.org|1 Test Road|4242/)
    // The donor's own thank-you names the page the gift counts on.
    const thanks = await payload.find({ collection: 'outbox', where: { to: { equals: 'pat@example.org' } }, limit: 20, overrideAccess: true })
    expect(thanks.docs.filter((d) => d.text.includes('Your gift counts on Gail’s fundraising page: ') && d.text.includes('/goal-getter'))).toHaveLength(3)
  })

  it('a cheque Finance records that passes the goal sends the goal-reached e-mail too, once', async () => {
    const page = (await signUpFundraiser(payload, { ...base(), slug: 'cheque-champ', email: 'chet@example.org', name: 'Chet', goal: 300 })).page!
    const goalMails = async () => (await payload.find({ collection: 'outbox', where: { to: { equals: 'chet@example.org' }, subject: { equals: 'You reached your fundraising goal' } }, overrideAccess: true })).docs
    const record = (amount: number) => payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount, kind: 'cheque', receivedOn: new Date().toISOString() }, overrideAccess: true })
    await record(100)
    await payload.jobs.run({ queue: 'donor-mail', limit: 50, overrideAccess: true })
    expect(await goalMails()).toHaveLength(0)
    await record(250)
    await record(40)
    await payload.jobs.run({ queue: 'donor-mail', limit: 50, overrideAccess: true })
    const mails = await goalMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Your page has raised $3')
    expect(mails[0]!.text).toContain('so you have reached your goal of $300')
  })

  it('visitors cannot read pages, teams or gifts through the API', async () => {
    for (const collection of ['fundraisers', 'fundraising-teams', 'fundraising-gifts', 'offline-gifts', 'fundraising-page-totals'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
    // Campaigns are public.
    expect((await payload.find({ collection: 'campaigns', overrideAccess: false })).totalDocs).toBe(1)
  })
})

/**
 * The demo's fundraising: one running Father's Day Walk / Run campaign with pages, a team and
 * gifts whose totals add up; seeding again changes nothing.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { seedFundraising } from '@/seed/fundraising'
import { campaignIsRunning } from '@/fundraising/campaignDates'
import { campaignTotal, recountPage, topFundraisers, topTeams } from '@/fundraising/totals'

let ctx: TestPayload | undefined

beforeAll(async () => {
  ctx = await startTestPayload()
})
afterAll(async () => {
  await ctx?.stop()
})

describe('fundraising demo content', () => {
  it('seeds one running campaign with pages, a team and gifts, once', async () => {
    const payload = ctx!.payload
    await seedFundraising(payload, () => {})
    await seedFundraising(payload, () => {})
    const { docs } = await payload.find({ collection: 'campaigns', overrideAccess: true })
    expect(docs).toHaveLength(1)
    const campaign = docs[0]!
    expect(campaign.title).toMatch(/Father.s Day Walk \/ Run/)
    expect(campaignIsRunning(campaign)).toBe(true)
    const top = await topFundraisers(payload, campaign.id)
    expect(top.map((p) => [p.slug, p.raisedCents])).toEqual([
      ['grandpa-bill-runs', 39_000],
      ['sam-walks-for-dad', 21_000],
      ['priya-and-the-strollers', 7_500],
    ])
    for (const page of top) expect((await recountPage(payload, page.id)).raisedCents).toBe(page.raisedCents)
    expect((await campaignTotal(payload, campaign.id)).raisedCents).toBe(67_500)
    expect((await topTeams(payload, campaign.id)).map((t) => [t.name, t.members, t.raisedCents])).toEqual([['The Okafor Crew', 2, 60_000]])
  })
})

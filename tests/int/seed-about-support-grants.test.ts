/**
 * The newsletters / team / support groups / grants / annual report demo content against a
 * real Payload: what it creates, that the pages' logic reads it as the spec says, and that a
 * second run changes nothing.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { summariseReport } from '@/content/annualReport'
import { groupTeamMembers } from '@/content/team'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
let seedSupportAndAbout: typeof import('@/seed/supportAndAbout').seedSupportAndAbout

const count = async (collection: 'newsletters' | 'team-members' | 'member-types' | 'support-groups' | 'grant-years' | 'grantees' | 'media') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  ;({ seedSupportAndAbout } = await import('@/seed/supportAndAbout'))
  await seedSupportAndAbout(payload, () => {})
})

afterAll(async () => {
  await ctx?.stop()
})

describe('demo content for newsletters, team, support groups, grants and the annual report', () => {
  it('creates 20 newsletters, 11 support groups and 3 grant years with grantees, all published', async () => {
    expect(await count('newsletters')).toBe(20)
    expect(await count('support-groups')).toBe(11)
    expect(await count('grant-years')).toBe(3)
    expect(await count('grantees')).toBe(9)
    const groups = await payload.find({ collection: 'support-groups', limit: 20, overrideAccess: false })
    expect(groups.docs).toHaveLength(11)
    expect(groups.docs.filter((g) => g.contacts?.length === 4).length).toBeGreaterThanOrEqual(2)
    expect(groups.docs.filter((g) => g.otherLanguages?.available).length).toBeGreaterThanOrEqual(2)
  })

  it('seeds a team covering staff, board, directors, medical advisors and committees', async () => {
    const members = await payload.find({ collection: 'team-members', limit: 100, depth: 0, overrideAccess: false })
    const types = await payload.find({ collection: 'member-types', limit: 100, depth: 0, overrideAccess: false })
    const groups = groupTeamMembers(members.docs, types.docs)
    expect(groups.map((g) => g.type.name)).toEqual(['Staff', 'Board', 'Director', 'Medical Advisor', 'Committees'])
    expect(groups[0]!.members).toHaveLength(5)
    const committees = groups.at(-1)!
    expect(committees.isCommittee).toBe(true)
    expect(committees.members.every((m) => (m.committeeMembers ?? []).length > 0)).toBe(true)
  })

  it('fills the annual report with line items whose totals are the spec’s figures, and 2012-2022 reports', async () => {
    const report = await payload.findGlobal({ slug: 'annual-report', overrideAccess: true })
    const s = summariseReport({ revenue: report.revenue ?? [], allocation: report.allocation ?? [], expenses: report.expenses ?? [] })
    expect([s.totalRevenue, s.totalSpending, s.excessRevenue]).toEqual([1_765_735, 1_102_441, 663_294])
    expect((report.reports ?? []).map((r) => r.year).sort()).toEqual([2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022])
  })

  it('fills the support and about pages, leaving the calendar address empty (no outside request)', async () => {
    const about = await payload.findGlobal({ slug: 'support-and-about', depth: 1, overrideAccess: true })
    expect(about.supportGroups?.calendarUrl ?? '').toBe('')
    expect(about.newsletters?.archiveUrl).toMatch(/^https:\/\/lists\.example\.org\//)
    expect((about.contact?.blocks ?? []).map((b) => b.title)).toEqual(['Support Services', 'Events', 'General Inquiry'])
    expect(about.grants?.projectsFunded).toBe(92)
    const pdf = about.grants?.pastGrants
    expect(typeof pdf === 'object' && pdf?.mimeType).toBe('application/pdf')
  })

  it('changes nothing when run again', async () => {
    const before = await Promise.all((['newsletters', 'team-members', 'member-types', 'support-groups', 'grantees', 'media'] as const).map(count))
    await seedSupportAndAbout(payload, () => {})
    const after = await Promise.all((['newsletters', 'team-members', 'member-types', 'support-groups', 'grantees', 'media'] as const).map(count))
    expect(after).toEqual(before)
  })
})

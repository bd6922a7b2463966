import { describe, expect, it } from 'vitest'
import { summariseReport, wholePercentShares } from '@/content/annualReport'
import { formatDollars } from '@/format/money'
import { DEMO_REPORT_FIGURES } from '@/seed/annualReportFigures'
import { applicationsOpen, sortGrantYearsNewestFirst } from '@/content/grants'
import { hasMore, visibleCount } from '@/content/newsletterList'
import { groupTeamMembers, teamGroupHeading, type MemberTypeLike } from '@/content/team'

describe('team grouping', () => {
  const types: MemberTypeLike[] = [
    { id: 1, name: 'Staff', order: 1 },
    { id: 2, name: 'Executive Director', parent: 1 },
    { id: 3, name: 'Board', order: 2 },
    { id: 4, name: 'Chair', parent: 3 },
    { id: 5, name: 'Director', parent: 3, ownGroup: true, order: 3 },
    { id: 6, name: 'Advisors', order: 4 },
    { id: 7, name: 'Medical Advisor', parent: { id: 6, name: 'Advisors' }, ownGroup: true, order: 4 },
    { id: 8, name: 'Committees', order: 5 },
    { id: 9, name: 'Grants Committee', parent: 8, isCommittee: true },
  ]
  const m = (id: number, title: string, memberTypes: Array<number | MemberTypeLike>, order?: number) => ({ id, title, memberTypes, order })

  it('groups by the parent type, or by the own type for directors and medical advisors', () => {
    const groups = groupTeamMembers(
      [
        m(1, 'Zoe', [2]),
        m(2, 'Amir', [4]),
        m(3, 'Dana', [5]),
        m(4, 'Lee', [7]),
        m(5, 'Grants Committee', [9]),
        m(6, 'Bea', [2], 1),
      ],
      types,
    )
    expect(groups.map((g) => [g.type.name, g.members.map((x) => x.title)])).toEqual([
      ['Staff', ['Bea', 'Zoe']],
      ['Board', ['Amir']],
      ['Director', ['Dana']],
      ['Medical Advisor', ['Lee']],
      ['Committees', ['Grants Committee']],
    ])
    expect(groups.find((g) => g.type.name === 'Committees')?.isCommittee).toBe(true)
    expect(groups[0]!.anchor).toBe('staff')
  })

  it('lists a member with two types in both groups once each, and ignores unknown types and cycles', () => {
    const looped: MemberTypeLike[] = [...types, { id: 10, name: 'Loop A', parent: 11 }, { id: 11, name: 'Loop B', parent: 10 }]
    const groups = groupTeamMembers([m(1, 'Kim', [2, 4, 2, 99]), m(2, 'Cy', [10])], looped)
    expect(groups.map((g) => g.type.name).slice(0, 2)).toEqual(['Staff', 'Board'])
    expect(groups.flatMap((g) => g.members.map((x) => x.title)).filter((t) => t === 'Kim')).toHaveLength(2)
    expect(groups.some((g) => g.members.some((x) => x.title === 'Cy'))).toBe(true)
  })

  it('names a group of one-person kinds in the plural, and leaves other names as they are', () => {
    expect(teamGroupHeading({ type: { id: 1, name: 'Director', ownGroup: true } })).toBe('Directors')
    expect(teamGroupHeading({ type: { id: 2, name: 'Medical Advisors', ownGroup: true } })).toBe('Medical Advisors')
    expect(teamGroupHeading({ type: { id: 3, name: 'Staff' } })).toBe('Staff')
  })
})

describe('grant years', () => {
  it('orders newest first, by the year field or the year in the name', () => {
    const sorted = sortGrantYearsNewestFirst([
      { name: '2021 recipients', year: 2021 },
      { name: 'Grants of 2023' },
      { name: 'Older round' },
      { name: '2022 recipients', year: 2022 },
    ])
    expect(sorted.map((y) => y.name)).toEqual(['Grants of 2023', '2022 recipients', '2021 recipients', 'Older round'])
  })

  it('knows whether applications are open', () => {
    expect(applicationsOpen('2023-07-07T12:00:00.000Z', new Date('2023-07-07T23:00:00Z'))).toBe(true)
    expect(applicationsOpen('2023-07-07T12:00:00.000Z', new Date('2023-07-08T00:00:01Z'))).toBe(false)
    expect(applicationsOpen(null)).toBe(false)
  })
})

describe('newsletter load-more counts', () => {
  it('shows 12, then 3 more per click, never more than there are', () => {
    expect(visibleCount(20, 0)).toBe(12)
    expect(visibleCount(20, 1)).toBe(15)
    expect(visibleCount(20, 2)).toBe(18)
    expect(visibleCount(20, 3)).toBe(20)
    expect(visibleCount(5, 0)).toBe(5)
    expect(hasMore(20, 18)).toBe(true)
    expect(hasMore(20, 20)).toBe(false)
  })
})

describe('annual report', () => {
  const figures = DEMO_REPORT_FIGURES


  it('computes revenue and spending from the line items, each under its own name', () => {
    const s = summariseReport(figures)
    expect(s.totalRevenue).toBe(1_765_735)
    expect(s.totalAllocation).toBe(897_277)
    expect(s.totalExpenses).toBe(205_164)
    expect(s.totalSpending).toBe(1_102_441)
    expect(s.excessRevenue).toBe(663_294)
    expect(formatDollars(s.totalRevenue)).toBe('$1,765,735')
  })

  it('gives whole-percent shares that add up to 100 (the spec’s 21/77/2 and 51/12/37)', () => {
    const s = summariseReport(figures)
    expect(s.revenueShares.map((r) => r.share)).toEqual([21, 77, 2])
    expect(s.useShares.map((r) => r.share)).toEqual([51, 12, 37])
    expect(s.itemShares.allocation.map((r) => r.share)).toEqual([30, 21])
    expect(wholePercentShares([1, 1, 1], 3)).toEqual([34, 33, 33])
    expect(wholePercentShares([5], 0)).toEqual([0])
  })

  it('reports a deficit as a negative excess and no excess share', () => {
    const s = summariseReport({ revenue: [{ label: 'a', amount: 100 }], allocation: [{ label: 'b', amount: 150 }] })
    expect(s.excessRevenue).toBe(-50)
    expect(s.useShares.find((u) => u.label === 'Excess revenue')?.share).toBe(0)
  })
})

/**
 * The matching rule over a table of requests and volunteers (language, region, treatment, age,
 * load, paused), what an introduction tells the volunteer with and without the person's
 * consent, and the case flow's allowed moves.
 */
import { describe, expect, it } from 'vitest'
import { suggestVolunteers, unavailableReason, type MatchRequest, type MatchVolunteer } from '@/peerSupport/matching'
import { introductionLines, requestFromForm, matchRequestOf } from '@/peerSupport/request'
import { moveRefusal, type CaseStatus } from '@/peerSupport/flow'
import { ageBandOf } from '@/peerSupport/experiences'
import { hoursToFirstCall, median } from '@/peerSupport/figures'

const volunteer = (over: Partial<MatchVolunteer> & { id: number; firstName: string }): MatchVolunteer => ({
  languages: ['English'],
  region: 'Vancouver',
  experiences: [],
  ageBand: null,
  callsPerMonth: 3,
  openIntroductions: 0,
  status: 'active',
  ...over,
})

const surgeon = volunteer({ id: 1, firstName: 'Amrit', experiences: ['surgery'], languages: ['English', 'Punjabi'], region: 'Kelowna', openIntroductions: 1 })
const radiation = volunteer({ id: 2, firstName: 'Bruce', experiences: ['radiation'], region: 'Victoria' })
const caregiver = volunteer({ id: 3, firstName: 'Carol', experiences: ['caregiver'], region: 'Kelowna' })
const busySurgeon = volunteer({ id: 4, firstName: 'Dev', experiences: ['surgery'], languages: ['Punjabi'], callsPerMonth: 2, openIntroductions: 2 })
const pausedSurgeon = volunteer({ id: 5, firstName: 'Ed', experiences: ['surgery'], languages: ['Punjabi'], status: 'paused' })
const loadedSurgeon = volunteer({ id: 6, firstName: 'Frank', experiences: ['surgery'], openIntroductions: 2 })
const freeSurgeon = volunteer({ id: 7, firstName: 'Gord', experiences: ['surgery'], ageBand: '55-64' })
const ALL = [surgeon, radiation, caregiver, busySurgeon, pausedSurgeon, loadedSurgeon, freeSurgeon]

const ask = (over: Partial<MatchRequest>): MatchRequest => ({ topics: [], subTopics: [], ...over })

type Row = { name: string; request: MatchRequest; first: string; reasons?: string[]; absent?: string[] }

const ROWS: Row[] = [
  {
    name: 'language: a Punjabi speaker who had surgery comes first despite an open introduction',
    request: ask({ topics: ['treatment'], subTopics: ['Surgery'], language: 'Punjabi' }),
    first: 'Amrit',
    reasons: ['had surgery', 'speaks Punjabi', '1 open introduction'],
    absent: ['Dev', 'Ed'],
  },
  {
    name: 'treatment: a sub-topic picks the volunteer with that treatment over one with another',
    request: ask({ topics: ['treatment'], subTopics: ['Radiation'] }),
    first: 'Bruce',
    reasons: ['had radiation', 'no open introductions'],
  },
  {
    name: 'region: the person’s city counts',
    request: ask({ topics: ['family'], city: ' kelowna ' }),
    first: 'Carol',
    reasons: ['is a partner or caregiver', 'Kelowna'],
  },
  {
    name: 'load: of two alike, the one with fewer open introductions comes first',
    request: ask({ topics: ['treatment'], subTopics: ['Surgery'] }),
    first: 'Gord',
  },
  {
    name: 'age at diagnosis: the same band adds a reason',
    request: ask({ subTopics: ['Surgery'], ageAtDiagnosis: 'about 61' }),
    first: 'Gord',
    reasons: ['had surgery', 'similar age at diagnosis'],
  },
]

describe('suggestVolunteers', () => {
  it.each(ROWS)('$name', ({ request, first, reasons, absent }) => {
    const result = suggestVolunteers(request, ALL)
    expect(result[0]?.volunteer.firstName).toBe(first)
    for (const reason of reasons ?? []) expect(result[0]?.reasons).toContain(reason)
    const names = result.map((s) => s.volunteer.firstName)
    for (const name of absent ?? []) expect(names).not.toContain(name)
  })

  it('never offers a paused volunteer or one at their monthly limit, and offers five at most', () => {
    const many = Array.from({ length: 9 }, (_, i) => volunteer({ id: 100 + i, firstName: `V${i}` }))
    const result = suggestVolunteers(ask({ topics: ['treatment'] }), [...many, pausedSurgeon, busySurgeon])
    expect(result).toHaveLength(5)
    expect(result.map((s) => s.volunteer.id)).not.toContain(pausedSurgeon.id)
    expect(result.map((s) => s.volunteer.id)).not.toContain(busySurgeon.id)
  })

  it('says why a volunteer cannot be picked', () => {
    expect(unavailableReason(pausedSurgeon)).toMatch(/Ed has paused/)
    expect(unavailableReason(busySurgeon)).toMatch(/Dev already has 2 open introductions, their limit of 2/)
    expect(unavailableReason(surgeon)).toBeNull()
  })

  it('a language nobody speaks still gives suggestions, without that reason', () => {
    const result = suggestVolunteers(ask({ subTopics: ['Surgery'], language: 'Korean' }), ALL)
    expect(result.length).toBeGreaterThan(0)
    expect(result.flatMap((s) => s.reasons).some((r) => r.startsWith('speaks'))).toBe(false)
  })

  it('reads ages as typed', () => {
    expect(ageBandOf('62')).toBe('55-64')
    expect(ageBandOf('I was 49')).toBe('under-55')
    expect(ageBandOf('not sure')).toBeUndefined()
  })
})

const FORM = {
  first_name: 'Harjit',
  last_name: 'Sandhu',
  email: 'Harjit@example.org',
  phone: '250-555-0101',
  city: 'Kelowna',
  province: 'BC',
  preferred_contact: 'Phone',
  best_time_to_contact: 'PM',
  date_of_diagnosis: '2026-09-14',
  age_at_diagnosis: '58',
  language: 'Punjabi',
  message: 'My wife does not know yet.',
  treatment_main: 'Treatment choices',
  treatment_sub: 'Sub Topics: Surgery, Radiation',
  family_main: 'For partners and family',
}

describe('what the volunteer is told', () => {
  it.each([
    { consent: '', shared: false },
    { consent: 'yes', shared: true },
  ])('consent "$consent": surname, address, diagnosis date and own words shared: $shared', ({ consent, shared }) => {
    const text = introductionLines(requestFromForm({ ...FORM, share_consent: consent })).join('\n')
    expect(text).toContain('Harjit')
    expect(text).toContain('250-555-0101')
    expect(text).toContain('afternoons')
    expect(text).toContain('Treatment choices (Surgery, Radiation); For partners and family')
    for (const secret of ['Sandhu', 'Kelowna', '2026-09-14', 'My wife does not know yet.']) expect(text.includes(secret)).toBe(shared)
  })

  it('reads the topics for the matching rule', () => {
    expect(matchRequestOf(requestFromForm(FORM))).toEqual({
      topics: ['treatment', 'family'],
      subTopics: ['Surgery', 'Radiation'],
      language: 'Punjabi',
      city: 'Kelowna',
      ageAtDiagnosis: '58',
    })
  })
})

describe('case flow', () => {
  it.each<[CaseStatus, CaseStatus, boolean]>([
    ['new', 'suggested', true],
    ['suggested', 'introduced', true],
    ['introduced', 'first-call-done', true],
    ['introduced', 'suggested', true],
    ['first-call-done', 'closed', true],
    ['introduced', 'no-answer', true],
    ['suggested', 'new', false],
    ['first-call-done', 'introduced', false],
    ['closed', 'first-call-done', false],
    ['withdrawn', 'introduced', false],
    ['new', 'first-call-done', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(moveRefusal(from, to) === null).toBe(allowed)
  })
})

describe('median hours to a first call', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[5], 5],
    [[30, 2, 10], 10],
    [[1, 2, 3, 40], 2.5],
  ])('of %j is %s', (values, expected) => expect(median(values)).toBe(expected))

  it('leaves out a first call dated before its request, and a case with no call yet', () => {
    const requested = '2026-11-20T10:00:00.000Z'
    expect(hoursToFirstCall([
      { createdAt: requested, firstCallAt: '2026-11-21T16:00:00.000Z' },
      { createdAt: requested, firstCallAt: '2026-11-16T10:00:00.000Z' },
      { createdAt: requested, firstCallAt: null },
    ])).toEqual([30])
  })
})

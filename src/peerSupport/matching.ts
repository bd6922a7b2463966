/**
 * Suggested volunteers for a peer-support request: plain scoring, so staff can read why a
 * volunteer is offered. A paused volunteer, or one whose open introductions reach their monthly
 * calls, is never offered. The rest are ranked by what they lived through (a ticked sub-topic
 * counts more than a broad topic), the person's language, region and age at diagnosis, less
 * their open load; each point comes with a reason in plain words.
 */
import { ageBandOf, EXPERIENCES, type AgeBand } from './experiences'

export type MatchRequest = {
  /** Ticked topics' ids and sub-topics' labels. */
  topics: readonly string[]
  subTopics: readonly string[]
  language?: string | null
  /** The person's city, compared with the volunteer's region. */
  city?: string | null
  ageAtDiagnosis?: string | null
}

export type MatchVolunteer = {
  id: number | string
  firstName: string
  languages: readonly string[]
  region?: string | null
  experiences: readonly string[]
  ageBand?: AgeBand | string | null
  callsPerMonth: number
  openIntroductions: number
  status: 'active' | 'paused'
}

export type Suggestion = { volunteer: MatchVolunteer; score: number; reasons: string[] }

export const WEIGHTS = { subTopic: 3, topic: 2, language: 4, region: 2, ageBand: 1, perOpenIntroduction: 1 } as const

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())

/** Why a volunteer cannot take a new introduction now, or null when they can. */
export function unavailableReason(v: Pick<MatchVolunteer, 'firstName' | 'status' | 'callsPerMonth' | 'openIntroductions'>): string | null {
  if (v.status !== 'active') return `${v.firstName} has paused their volunteering.`
  if (v.openIntroductions >= v.callsPerMonth) {
    return `${v.firstName} already has ${v.openIntroductions} open introduction${v.openIntroductions === 1 ? '' : 's'}, their limit of ${v.callsPerMonth} a month.`
  }
  return null
}

export function scoreVolunteer(request: MatchRequest, v: MatchVolunteer): Suggestion {
  let score = 0
  const reasons: string[] = []
  for (const experience of EXPERIENCES) {
    if (!v.experiences.includes(experience.value)) continue
    if (experience.subTopics.some((s) => request.subTopics.some((t) => same(s, t)))) {
      score += WEIGHTS.subTopic
      reasons.push(experience.reason)
    } else if (experience.topics.some((t) => request.topics.includes(t))) {
      score += WEIGHTS.topic
      reasons.push(experience.reason)
    }
  }
  if (request.language && v.languages.some((l) => same(l, request.language))) {
    score += WEIGHTS.language
    reasons.push(`speaks ${v.languages.find((l) => same(l, request.language))}`)
  }
  if (same(request.city, v.region)) {
    score += WEIGHTS.region
    reasons.push(v.region!.trim())
  }
  const band = ageBandOf(request.ageAtDiagnosis)
  if (band && v.ageBand === band) {
    score += WEIGHTS.ageBand
    reasons.push('similar age at diagnosis')
  }
  score -= WEIGHTS.perOpenIntroduction * v.openIntroductions
  reasons.push(v.openIntroductions === 0 ? 'no open introductions' : `${v.openIntroductions} open introduction${v.openIntroductions === 1 ? '' : 's'}`)
  return { volunteer: v, score, reasons }
}

/** The best `limit` volunteers who can take the request, best first (ties: lighter load, then name). */
export function suggestVolunteers(request: MatchRequest, volunteers: readonly MatchVolunteer[], limit = 5): Suggestion[] {
  return volunteers
    .filter((v) => unavailableReason(v) === null)
    .map((v) => scoreVolunteer(request, v))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.volunteer.openIntroductions - b.volunteer.openIntroductions ||
        a.volunteer.firstName.localeCompare(b.volunteer.firstName),
    )
    .slice(0, limit)
}

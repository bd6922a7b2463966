/** Cases and volunteers as the server reads them, and a case read back as the request it came from. */
import type { CaseStatus } from './flow'
import type { ChosenTopic, PeerRequest } from './request'

export type CaseRecord = {
  id: number
  title?: string | null
  status: CaseStatus
  submission?: number | { id: number } | null
  volunteer?: number | { id: number } | null
  firstName: string
  lastName?: string | null
  email: string
  phone?: string | null
  city?: string | null
  province?: string | null
  preferredContact?: string | null
  bestTime?: string | null
  dateOfDiagnosis?: string | null
  ageAtDiagnosis?: string | null
  language?: string | null
  message?: string | null
  shareConsent?: boolean | null
  topics?: unknown
  createdAt: string
  introducedAt?: string | null
  firstCallAt?: string | null
  noAnswerTries?: number | null
}

export type VolunteerRecord = {
  id: number
  firstName: string
  email: string
  phone?: string | null
  languages?: string[] | null
  region?: string | null
  experiences?: string[] | null
  ageBand?: string | null
  callsPerMonth: number
  status: 'active' | 'paused'
}

export const caseTopics = (c: Pick<CaseRecord, 'topics'>): ChosenTopic[] => (Array.isArray(c.topics) ? (c.topics as ChosenTopic[]) : [])

/** The person's request as the introduction and matching read it. */
export const requestOfCase = (c: CaseRecord): PeerRequest => ({
  firstName: c.firstName,
  lastName: c.lastName ?? '',
  email: c.email,
  phone: c.phone ?? '',
  city: c.city ?? '',
  province: c.province ?? '',
  preferredContact: c.preferredContact ?? '',
  bestTime: c.bestTime ?? '',
  dateOfDiagnosis: c.dateOfDiagnosis ?? '',
  ageAtDiagnosis: c.ageAtDiagnosis ?? '',
  language: c.language ?? '',
  message: c.message ?? '',
  shareConsent: Boolean(c.shareConsent),
  topics: caseTopics(c),
})


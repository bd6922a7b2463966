/**
 * A peer-support request as the case keeps it, read from the form's posted values, and what of
 * it a volunteer may be told. Without the person's consent a volunteer learns only the first
 * name, how and when to get in touch, the language and the topics; the surname, address, date of
 * diagnosis and the person's own words stay with staff.
 */
import { SUB_TOPICS_PREFIX, TOPIC_FIELD_PATTERN } from '@/forms/fields'

export type ChosenTopic = { topicId: string; main: string; subTopics: string[] }

export type PeerRequest = {
  firstName: string
  lastName: string
  email: string
  phone: string
  city: string
  province: string
  preferredContact: string
  bestTime: string
  dateOfDiagnosis: string
  ageAtDiagnosis: string
  language: string
  message: string
  shareConsent: boolean
  topics: ChosenTopic[]
}

/** The form's field names for the language, the person's own words and the consent box. */
export const PEER_FIELDS = { language: 'language', message: 'message', shareConsent: 'share_consent' } as const

/** Ticked topics from "<id>_main" ("Treatment choices") and "<id>_sub" ("Sub Topics: Surgery, Radiation"). */
export function topicsOf(values: Record<string, string>): ChosenTopic[] {
  const topics: ChosenTopic[] = []
  for (const [name, value] of Object.entries(values)) {
    const match = TOPIC_FIELD_PATTERN.exec(name)
    if (!match || match[1] !== 'main' || !value) continue
    const topicId = name.slice(0, -'_main'.length)
    const sub = values[`${topicId}_sub`] ?? ''
    const subTopics = sub.startsWith(SUB_TOPICS_PREFIX) ? sub.slice(SUB_TOPICS_PREFIX.length).split(', ').filter(Boolean) : []
    topics.push({ topicId, main: value, subTopics })
  }
  return topics
}

export function requestFromForm(values: Record<string, string>): PeerRequest {
  const v = (name: string) => (values[name] ?? '').trim()
  return {
    firstName: v('first_name'),
    lastName: v('last_name'),
    email: v('email').toLowerCase(),
    phone: v('phone'),
    city: v('city'),
    province: v('province'),
    preferredContact: v('preferred_contact'),
    bestTime: v('best_time_to_contact'),
    dateOfDiagnosis: v('date_of_diagnosis'),
    ageAtDiagnosis: v('age_at_diagnosis'),
    language: v(PEER_FIELDS.language),
    message: v(PEER_FIELDS.message),
    shareConsent: ['yes', 'on', 'true', '1'].includes(v(PEER_FIELDS.shareConsent).toLowerCase()),
    topics: topicsOf(values),
  }
}

const BEST_TIME_WORDS: Record<string, string> = { AM: 'mornings', PM: 'afternoons', ANYTIME: 'any time' }

export const topicLine = (topics: readonly ChosenTopic[]) =>
  topics.map((t) => (t.subTopics.length ? `${t.main} (${t.subTopics.join(', ')})` : t.main)).join('; ') || 'no topic chosen'

/** What the volunteer's introduction e-mail says about the person, line by line. */
export function introductionLines(request: PeerRequest): string[] {
  const contact =
    request.preferredContact === 'Phone' && request.phone
      ? `by phone: ${request.phone}`
      : request.preferredContact === 'Email' || !request.phone
        ? `by e-mail: ${request.email}`
        : `by e-mail: ${request.email} or phone: ${request.phone}`
  const lines = [
    `First name: ${request.firstName}`,
    `Please get in touch ${contact}`,
    `Best time: ${BEST_TIME_WORDS[request.bestTime] ?? 'not given'}`,
    `Language: ${request.language || 'not given'}`,
    `Would like to talk about: ${topicLine(request.topics)}`,
  ]
  if (request.shareConsent) {
    // The person ticked the box that lets us pass on the rest of what they told us.
    if (request.lastName) lines.push(`Surname: ${request.lastName}`)
    if (request.city || request.province) lines.push(`Lives in: ${[request.city, request.province].filter(Boolean).join(', ')}`)
    if (request.dateOfDiagnosis) lines.push(`Date of diagnosis: ${request.dateOfDiagnosis}`)
    if (request.message) lines.push(`In their own words: ${request.message}`)
  }
  return lines
}

/** The request in the terms of the matching rule. */
export const matchRequestOf = (request: Pick<PeerRequest, 'topics' | 'language' | 'city' | 'ageAtDiagnosis'>) => ({
  topics: request.topics.map((t) => t.topicId),
  subTopics: request.topics.flatMap((t) => t.subTopics),
  language: request.language,
  city: request.city,
  ageAtDiagnosis: request.ageAtDiagnosis,
})

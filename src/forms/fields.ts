/**
 * The five forms' ids (Contact Form 7's numbers, kept for existing clients), options and field
 * names: plain constants with no dependencies, so every page's form markup can import them
 * without pulling in the validation code (./definitions).
 */
export const FORM_IDS = {
  newsletter: '705',
  volunteer: '706',
  peerSupport: '702',
  reefKnotKit: '291',
  contact: '704',
} as const

export type FormKey = keyof typeof FORM_IDS
export type FormId = (typeof FORM_IDS)[FormKey]

export const FORM_TITLES: Record<FormKey, string> = {
  newsletter: 'Newsletter sign-up',
  volunteer: 'Volunteer sign-up',
  peerSupport: 'Peer support one-on-one request',
  reefKnotKit: 'Reef Knot Kit request',
  contact: 'Contact form',
}

/** Fields every form carries besides its own: the honeypot (must stay empty) and how long (ms) the form was open before it was sent. */
export const HONEYPOT_FIELD = '_hp_website'
export const ELAPSED_FIELD = '_form_elapsed'

export const VOLUNTEER_FOR_OPTIONS = ['Foundation', 'Support Groups'] as const
export const VOLUNTEER_EVENT_OPTIONS = ["The Father's Day Walk / Run", 'West Coast Ride to Live', 'Pars for Prostate'] as const
export const PREFERRED_CONTACT_OPTIONS = ['Email', 'Phone'] as const
export const BEST_TIME_OPTIONS = ['AM', 'PM', 'ANYTIME'] as const
export const KIT_QUANTITIES = ['1', '10', '20'] as const
export const YES_NO = ['Yes', 'No'] as const
export const KIT_WHO_OPTIONS = [
  'Myself, newly diagnosed',
  'Myself, treated and living with prostate cancer',
  'A friend or family member',
  'My support group',
  'A physician or medical office',
  'Another support program',
] as const

/** The kit's questions about surgery and work, asked only when the kit is for the person asking. */
export const KIT_QUESTIONS = ['plan_for_prostate_removal_surgery', 'return_to_work'] as const
export const isKitForSelf = (who: string) => who.startsWith('Myself')

/** A form value as posted: one string, or several for repeated names (checkbox groups). */
export type PostedValue = string | string[]
export type PostedData = Record<string, PostedValue>

/** Topic fields are `<topic id>_main` (the main topic's name when ticked) and `<topic id>_sub` ("Sub Topics: a, b"). */
export const TOPIC_FIELD_PATTERN = /^[a-z0-9][a-z0-9_-]{0,40}_(main|sub)$/
export const topicMainField = (topicId: string) => `${topicId}_main`
export const topicSubField = (topicId: string) => `${topicId}_sub`
export const SUB_TOPICS_PREFIX = 'Sub Topics: '
export const subTopicsValue = (subTopics: string[]) => (subTopics.length ? `${SUB_TOPICS_PREFIX}${subTopics.join(', ')}` : '')


/**
 * Posted name/value pairs as the forms send them: repeated names (checkbox groups) joined with
 * ", " as the old site sent them, and peer-support sub-topics prefixed as staff read them.
 */
export function joinPosted(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const data: Record<string, string> = {}
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue
    data[name] = data[name] ? `${data[name]}, ${value}` : value
  }
  for (const name of Object.keys(data)) {
    if (TOPIC_FIELD_PATTERN.test(name) && name.endsWith('_sub') && !data[name]!.startsWith(SUB_TOPICS_PREFIX)) data[name] = `${SUB_TOPICS_PREFIX}${data[name]}`
  }
  return data
}

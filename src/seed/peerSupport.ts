import type { Payload } from 'payload'
import type { SeedLog } from './index'

const o = { overrideAccess: true, depth: 0, context: { disableRevalidate: true } } as const

/** Eight demo volunteers: survivors of different treatments and two partners, across the groups' cities and several languages. */
const VOLUNTEERS = [
  { firstName: 'Amrit', email: 'amrit.volunteer@example.org', languages: ['English', 'Punjabi', 'Hindi'], region: 'Surrey', experiences: ['diagnosis', 'surgery', 'side-effects'], ageBand: '55-64', callsPerMonth: 3 },
  { firstName: 'Bruce', email: 'bruce.volunteer@example.org', languages: ['English'], region: 'Kelowna', experiences: ['radiation', 'hormone-therapy', 'side-effects'], ageBand: '65-74', callsPerMonth: 2 },
  { firstName: 'Wei', email: 'wei.volunteer@example.org', languages: ['English', 'Cantonese', 'Mandarin'], region: 'Richmond', experiences: ['active-surveillance', 'diagnosis'], ageBand: '55-64', callsPerMonth: 2 },
  { firstName: 'Denis', email: 'denis.volunteer@example.org', languages: ['English', 'French'], region: 'Victoria', experiences: ['surgery', 'side-effects'], ageBand: 'under-55', callsPerMonth: 2 },
  { firstName: 'Gary', email: 'gary.volunteer@example.org', languages: ['English'], region: 'Prince George', experiences: ['advanced', 'hormone-therapy'], ageBand: '65-74', callsPerMonth: 1 },
  { firstName: 'Linda', email: 'linda.volunteer@example.org', languages: ['English'], region: 'Vancouver', experiences: ['caregiver'], ageBand: null, callsPerMonth: 3 },
  { firstName: 'Rosa', email: 'rosa.volunteer@example.org', languages: ['English', 'Spanish', 'Tagalog'], region: 'Nanaimo', experiences: ['caregiver', 'advanced'], ageBand: null, callsPerMonth: 2 },
  { firstName: 'Tom', email: 'tom.volunteer@example.org', languages: ['English'], region: 'Kamloops', experiences: ['radiation', 'diagnosis'], ageBand: '75-plus', callsPerMonth: 2, status: 'paused' },
] as const

const HOUR = 3_600_000

/**
 * Peer support's demo: eight volunteers and three cases (one new, one introduced a day ago, one
 * whose first call is done), only while there are no volunteers. Volunteers' regions are the
 * demo support groups' cities, so the seed runs after them.
 */
export async function seedPeerSupport(payload: Payload, log: SeedLog): Promise<void> {
  if ((await payload.count({ collection: 'peer-volunteers', overrideAccess: true })).totalDocs > 0) {
    log('Peer support: volunteers exist already.')
    return
  }
  const ids: Record<string, number> = {}
  const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 24 * HOUR).toISOString().slice(0, 10)
  for (const [i, v] of VOLUNTEERS.entries()) {
    const doc = await payload.create({ collection: 'peer-volunteers', data: { status: 'active', trainingCompletedOn: monthsAgo(6 + i), ...v, languages: [...v.languages], experiences: [...v.experiences] } as never, ...o })
    ids[v.firstName] = doc.id
  }
  const now = Date.now()
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString()
  await payload.create({
    collection: 'peer-support-cases',
    data: {
      title: 'Gurpreet Dhillon',
      status: 'new',
      firstName: 'Gurpreet',
      lastName: 'Dhillon',
      email: 'gurpreet.request@example.org',
      phone: '604-555-0142',
      city: 'Surrey',
      province: 'BC',
      preferredContact: 'Phone',
      bestTime: 'PM',
      ageAtDiagnosis: '61',
      language: 'Punjabi',
      topics: [{ topicId: 'treatment', main: 'Treatment choices', subTopics: ['Surgery'] }],
      message: 'My surgery is next month and I would like to hear from someone who has had it.',
    },
    ...o,
  })
  await payload.create({
    collection: 'peer-support-cases',
    data: {
      title: 'Margaret Olsen',
      status: 'introduced',
      createdAt: at(30),
      volunteer: ids.Linda,
      introducedAt: at(26),
      firstName: 'Margaret',
      lastName: 'Olsen',
      email: 'margaret.request@example.org',
      city: 'Vancouver',
      province: 'BC',
      preferredContact: 'Email',
      bestTime: 'ANYTIME',
      topics: [{ topicId: 'family', main: 'For partners and family', subTopics: ['Caring for someone'] }],
      message: 'My husband was diagnosed in the spring. I would like to talk with another partner.',
    },
    ...o,
  })
  await payload.create({
    collection: 'peer-support-cases',
    data: {
      title: 'Ken Takahashi',
      status: 'first-call-done',
      createdAt: at(24 * 6),
      volunteer: ids.Bruce,
      introducedAt: at(24 * 5),
      firstCallAt: at(24 * 4),
      firstName: 'Ken',
      lastName: 'Takahashi',
      email: 'ken.request@example.org',
      phone: '250-555-0188',
      city: 'Kelowna',
      province: 'BC',
      preferredContact: 'Phone',
      bestTime: 'AM',
      ageAtDiagnosis: '68',
      language: 'English',
      topics: [
        { topicId: 'treatment', main: 'Treatment choices', subTopics: ['Radiation', 'Hormone therapy'] },
        { topicId: 'side-effects', main: 'Side effects', subTopics: ['Tiredness'] },
      ],
      volunteerNotes: 'We talked for forty minutes. Ken would like to hear about the Kelowna group.',
    },
    ...o,
  })
  log('Peer support: eight volunteers and three cases added.')
}

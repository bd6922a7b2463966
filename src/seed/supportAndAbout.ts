import type { Payload } from 'payload'
import type { AnnualReport, SupportAndAbout } from '@/payload-types'
import { badgeImage, newsletterCover, portraitImage, sceneImage } from './supportAndAboutMedia'
import { ensureImage, ensurePdf } from './media'
import { DEMO_REPORT_FIGURES } from './annualReportFigures'
import { heading, link, list, paragraph, richText } from './lexical'
import type { SeedLog } from './index'

/**
 * Demo content for the newsletters, team, support groups, grants, annual report and the
 * support/about pages. Idempotent: a document is created only when none has its slug (drafts
 * included), and a global is filled only while it is still empty. Names, telephone numbers
 * (555) and addresses (example.org) are placeholders.
 */

const write = { overrideAccess: true, context: { disableRevalidate: true } } as const

type SluggedCollection = 'newsletters' | 'member-types' | 'team-members' | 'support-groups' | 'grant-years' | 'grantees'

async function findBySlug(payload: Payload, collection: SluggedCollection, slug: string): Promise<number | null> {
  const found = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(collection === 'member-types' ? {} : { draft: true }),
  })
  return found.docs[0]?.id ?? null
}

/** Creates the document unless one with its slug exists; returns the id either way. */
async function ensureDoc(
  payload: Payload,
  log: SeedLog,
  collection: SluggedCollection,
  slug: string,
  data: Record<string, unknown>,
): Promise<number> {
  const existing = await findBySlug(payload, collection, slug)
  if (existing !== null) return existing
  // Payload's generated create types differ per collection; the seed data follow each schema.
  const doc = await payload.create({ collection, data: { ...data, slug } as never, ...write })
  log(`${collection}: created "${slug}" (id ${doc.id}).`)
  return doc.id
}

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A day stored as the admin's day picker does (midday UTC). */
const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12)).toISOString()

// ---------------------------------------------------------------- newsletters

const SEASONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const
const SEASON_MONTH = { Winter: 1, Spring: 4, Summer: 7, Fall: 10 } as const

/** 20 quarterly issues, newest first: Fall 2024 back to Winter 2020. */
export function demoNewsletters() {
  const issues: { title: string; date: string; url: string; variant: number }[] = []
  for (let i = 0; i < 20; i++) {
    const year = 2024 - Math.floor(i / 4)
    const season = SEASONS[3 - (i % 4)]!
    issues.push({
      title: `${season} ${year} Newsletter`,
      date: day(year, SEASON_MONTH[season], 15),
      url: `https://lists.example.org/newsletter/archive/${year}-${season.toLowerCase()}`,
      variant: i % 4,
    })
  }
  return issues
}

async function seedNewsletters(payload: Payload, log: SeedLog) {
  const covers: number[] = []
  for (let v = 0; v < 4; v++) covers.push(await ensureImage(payload, log, newsletterCover(v)))
  for (const issue of demoNewsletters()) {
    await ensureDoc(payload, log, 'newsletters', slugOf(issue.title), {
      title: issue.title,
      date: issue.date,
      url: issue.url,
      thumbnail: covers[issue.variant],
      _status: 'published',
    })
  }
}

// ---------------------------------------------------------------- team

type TypeSeed = { name: string; parent?: string; ownGroup?: boolean; isCommittee?: boolean; order: number }

const MEMBER_TYPES: TypeSeed[] = [
  { name: 'Staff', order: 1 },
  { name: 'Executive Director', parent: 'Staff', order: 1 },
  { name: 'Program Staff', parent: 'Staff', order: 2 },
  { name: 'Board', order: 2 },
  { name: 'Board Officer', parent: 'Board', order: 1 },
  { name: 'Director', parent: 'Board', ownGroup: true, order: 3 },
  { name: 'Advisory Panel', order: 4 },
  { name: 'Medical Advisor', parent: 'Advisory Panel', ownGroup: true, order: 4 },
  { name: 'Committees', isCommittee: true, order: 5 },
  { name: 'Committee', parent: 'Committees', isCommittee: true, order: 1 },
]

type MemberSeed = {
  name: string
  type: string
  role: string
  bio: string
  order: number
  email?: string
  tel?: string
  committee?: { name: string; title?: string }[]
}

export const DEMO_TEAM: MemberSeed[] = [
  {
    name: 'Morgan Ellis',
    type: 'Executive Director',
    role: 'Executive Director',
    order: 1,
    email: 'morgan.ellis@example.org',
    tel: '604-555-0101',
    bio: 'Morgan leads our small team and works with support group leaders across the province. Before joining us, Morgan spent many years running community health programs.',
  },
  {
    name: 'Priya Sandhu',
    type: 'Program Staff',
    role: 'Support Services Coordinator',
    order: 2,
    email: 'support@example.org',
    tel: '604-555-0102',
    bio: 'Priya answers calls and e-mails from men and families looking for help, and connects them with a support group or a peer volunteer.',
  },
  {
    name: 'Daniel Okafor',
    type: 'Program Staff',
    role: 'Events Coordinator',
    order: 3,
    email: 'events@example.org',
    tel: '604-555-0103',
    bio: 'Daniel organises our walks, runs and community evenings, and looks after the volunteers who make them happen.',
  },
  {
    name: 'Hannah Lindqvist',
    type: 'Program Staff',
    role: 'Communications Coordinator',
    order: 4,
    email: 'news@example.org',
    bio: 'Hannah edits our newsletter and website and shares the stories people trust us with, always with their permission.',
  },
  {
    name: 'Tom Nakamura',
    type: 'Program Staff',
    role: 'Office Administrator',
    order: 5,
    email: 'office@example.org',
    tel: '604-555-0105',
    bio: 'Tom keeps the office running: donations and receipts, information kits in the mail, and the many questions in between.',
  },
  { name: 'Robert Chen', type: 'Board Officer', role: 'Chair', order: 1, bio: 'Robert joined the board after his own diagnosis and has chaired it since 2021.' },
  { name: 'Linda Marsh', type: 'Board Officer', role: 'Vice-Chair', order: 2, bio: 'Linda is a retired school principal whose husband has been part of a support group for ten years.' },
  { name: 'Gordon Fraser', type: 'Board Officer', role: 'Treasurer', order: 3, bio: 'Gordon is a chartered accountant who volunteers his time to keep our books clear and open.' },
  { name: 'Amrit Gill', type: 'Director', role: 'Director', order: 1, bio: 'Amrit founded a support group in his home town and speaks with men in Punjabi and English.' },
  { name: 'Claire Dubois', type: 'Director', role: 'Director', order: 2, bio: 'Claire brings experience in non-profit governance and partnership building.' },
  { name: 'Wayne Harper', type: 'Director', role: 'Director', order: 3, bio: 'Wayne represents the support group councils on the board.' },
  {
    name: 'Dr. Sarah Whitfield',
    type: 'Medical Advisor',
    role: 'Urologist',
    order: 1,
    bio: 'Dr. Whitfield reviews the medical information on this site so that it stays accurate and easy to read.',
  },
  {
    name: 'Dr. Kofi Mensah',
    type: 'Medical Advisor',
    role: 'Radiation oncologist',
    order: 2,
    bio: 'Dr. Mensah advises our grants committee and speaks at support group meetings across the province.',
  },
  {
    name: 'Dr. Elena Petrova',
    type: 'Medical Advisor',
    role: 'Family physician',
    order: 3,
    bio: 'Dr. Petrova helps us explain testing and follow-up in plain language for men and their families.',
  },
  {
    name: 'Grants Committee',
    type: 'Committee',
    role: 'Reviews research grant applications',
    order: 1,
    bio: 'The committee reads every application, asks outside reviewers for their views and recommends grants to the board.',
    committee: [
      { name: 'Dr. Kofi Mensah', title: 'Chair' },
      { name: 'Gordon Fraser' },
      { name: 'Linda Marsh' },
      { name: 'Dr. Irene Castillo', title: 'Outside reviewer' },
    ],
  },
  {
    name: 'Events Committee',
    type: 'Committee',
    role: 'Plans our community events',
    order: 2,
    bio: 'Volunteers who plan our walks, runs and information evenings with the events coordinator.',
    committee: [{ name: 'Claire Dubois', title: 'Chair' }, { name: 'Daniel Okafor' }, { name: 'Wayne Harper' }],
  },
]

async function seedTeam(payload: Payload, log: SeedLog) {
  const typeIds = new Map<string, number>()
  for (const t of MEMBER_TYPES) {
    const parent = t.parent ? typeIds.get(t.parent) : undefined
    const id = await ensureDoc(payload, log, 'member-types', slugOf(t.name), {
      name: t.name,
      order: t.order,
      ownGroup: Boolean(t.ownGroup),
      isCommittee: Boolean(t.isCommittee),
      ...(parent ? { parent } : {}),
    })
    typeIds.set(t.name, id)
  }
  for (const [index, m] of DEMO_TEAM.entries()) {
    const slug = slugOf(m.name)
    if ((await findBySlug(payload, 'team-members', slug)) !== null) continue
    const picture = m.committee ? undefined : await ensureImage(payload, log, portraitImage(m.name, index))
    await ensureDoc(payload, log, 'team-members', slug, {
      title: m.name,
      memberTypes: [typeIds.get(m.type)],
      professionalDesignation: m.role,
      biography: m.bio,
      order: m.order,
      ...(m.email ? { email: m.email } : {}),
      ...(m.tel ? { tel: m.tel } : {}),
      ...(picture ? { profilePicture: picture } : {}),
      ...(m.committee ? { committeeMembers: m.committee } : {}),
      _status: 'published',
    })
  }
}

// ---------------------------------------------------------------- support groups

type GroupSeed = {
  city: string
  when: string
  time: string
  where: string
  contacts: number
  languages?: { languages: string; message: string }
  blueBox?: string
  social?: boolean
}

export const DEMO_GROUPS: GroupSeed[] = [
  { city: 'Abbotsford', when: 'Second Tuesday of each month', time: '7:00 pm to 8:30 pm', where: 'Community room, Fraser Valley Library branch', contacts: 2 },
  { city: 'Courtenay', when: 'First Thursday of each month', time: '10:00 am to 11:30 am', where: 'Comox Valley seniors’ centre, room 2', contacts: 1 },
  {
    city: 'Kamloops',
    when: 'Third Wednesday of each month',
    time: '6:30 pm to 8:30 pm',
    where: 'Hall of a local church, main floor',
    contacts: 2,
    blueBox: 'In July and August we meet outdoors: call a contact for the place.',
  },
  { city: 'Kelowna', when: 'Second Monday of each month', time: '7:00 pm to 9:00 pm', where: 'Okanagan community centre, room B', contacts: 4, social: true },
  { city: 'Nanaimo', when: 'Last Tuesday of each month', time: '1:30 pm to 3:00 pm', where: 'Harbourfront library meeting room', contacts: 1 },
  { city: 'Penticton', when: 'First Monday of each month', time: '7:00 pm to 8:30 pm', where: 'Seniors’ drop-in centre', contacts: 2 },
  { city: 'Prince George', when: 'Second Thursday of each month', time: '7:00 pm to 8:30 pm', where: 'Northern health education room', contacts: 3 },
  {
    city: 'Richmond',
    when: 'Third Saturday of each month',
    time: '10:00 am to 12:00 pm',
    where: 'Cultural centre, room 105',
    contacts: 3,
    languages: { languages: 'Cantonese, Mandarin', message: 'Volunteers who speak Cantonese and Mandarin join every meeting. Call ahead and we will make sure someone is there for you.' },
  },
  {
    city: 'Surrey',
    when: 'Fourth Wednesday of each month',
    time: '7:00 pm to 9:00 pm',
    where: 'Community hall, meeting room 3',
    contacts: 4,
    languages: { languages: 'Punjabi, Hindi', message: 'Our Punjabi- and Hindi-speaking members welcome men and families who prefer to talk in their own language.' },
    social: true,
  },
  {
    city: 'Vancouver',
    when: 'Second Wednesday of each month',
    time: '6:30 pm to 8:30 pm',
    where: 'Community health centre, Kitsilano, room 4',
    contacts: 3,
    languages: { languages: 'French', message: 'A member who speaks French (français) can meet you before or after the group.' },
  },
  {
    city: 'Victoria',
    when: 'First and third Tuesday of each month',
    time: '7:00 pm to 9:00 pm',
    where: 'Downtown community centre, room 201',
    contacts: 4,
    blueBox: 'Partners and family members are welcome at the first meeting of each month.',
    social: true,
  },
]

const CONTACT_NAMES = ['Bill Ayres', 'Ken Lau', 'Ravi Dhillon', 'Jim Boyd', 'Pat Lee', 'Mike Stone', 'Sam Tran', 'Doug Reid', 'Hugh Mair', 'Ray Cole', 'Al Brandt', 'Joe Santos']

export function groupContacts(groupIndex: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const name = CONTACT_NAMES[(groupIndex * 3 + i) % CONTACT_NAMES.length]!
    const n = String(10 + groupIndex * 4 + i).padStart(2, '0')
    return {
      name,
      phone: `250-555-01${n}`,
      ...(i === 0 ? { phone2: `250-555-02${n}` } : {}),
      ...(i % 2 === 1 ? { cell: `778-555-01${n}` } : {}),
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`,
      ...(i === 0 ? { note: 'Group leader' } : {}),
    }
  })
}

async function seedSupportGroups(payload: Payload, log: SeedLog) {
  const logo = await ensureImage(payload, log, badgeImage('Support Group', 0, 'group-logo'))
  for (const [index, g] of DEMO_GROUPS.entries()) {
    const title = `${g.city} Prostate Cancer Support Group`
    await ensureDoc(payload, log, 'support-groups', slugOf(g.city), {
      title,
      city: g.city,
      province: 'BC',
      groupName: title,
      logo,
      ...(g.blueBox ? { blueBoxMessage: g.blueBox } : {}),
      mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${g.city}, British Columbia`)}`,
      learnMore: `https://groups.example.org/${slugOf(g.city)}`,
      meeting: {
        when: g.when,
        time: g.time,
        where: `${g.where}, ${g.city}`,
        mailingAddress: `PO Box ${100 + index}, ${g.city} BC`,
        note: 'New members are always welcome. You do not need to call ahead.',
      },
      contacts: groupContacts(index, g.contacts),
      otherLanguages: g.languages ? { available: true, ...g.languages } : { available: false },
      social: g.social
        ? { facebook: `https://www.facebook.com/example-${slugOf(g.city)}-group`, instagram: `https://www.instagram.com/example_${slugOf(g.city)}_group` }
        : {},
      _status: 'published',
    })
  }
}

// ---------------------------------------------------------------- grants

const GRANT_YEARS = [
  {
    year: 2021,
    description: 'Three projects on living well after treatment, chosen by our grants committee from twelve applications.',
    grantees: [
      ['Dr. Maya Robertson', 'Exercise after treatment', 'Dr. Robertson’s team is studying how a supervised walking program can help men regain strength after treatment.'],
      ['Dr. Luis Ortega', 'Sleep and recovery', 'Dr. Ortega is looking at sleep problems during hormone therapy and simple ways to ease them.'],
      ['Dr. Anika Shah', 'Rural follow-up care', 'Dr. Shah’s project tests video visits for men who live far from a treatment centre.'],
    ],
  },
  {
    year: 2022,
    description: 'Grants for projects on support for partners, diet and early questions after a diagnosis.',
    grantees: [
      ['Dr. Ben Carter', 'Support for partners', 'Dr. Carter is developing a short course for partners and family members who care for someone with prostate cancer.'],
      ['Dr. Mei Huang', 'Diet and quality of life', 'Dr. Huang’s study asks men what helps them keep a healthy diet during treatment.'],
      ['Dr. Omar Haddad', 'Questions at diagnosis', 'Dr. Haddad is writing a plain-language question list for men to take to their first appointments.'],
    ],
  },
  {
    year: 2023,
    description: 'Our most recent round: projects on mental health, follow-up in smaller towns and peer support.',
    grantees: [
      ['Dr. Fiona McLeod', 'Mental health and wellness', 'Dr. McLeod’s team is testing a peer-led group for men living with worry after treatment.'],
      ['Dr. Jonah Reyes', 'Care closer to home', 'Dr. Reyes is mapping how far men in smaller towns travel for follow-up care, and how to shorten the trip.'],
      ['Dr. Grace Adeyemi', 'Peer support that works', 'Dr. Adeyemi is asking support group members what makes a meeting helpful, to share with new groups.'],
    ],
  },
] as const

async function seedGrants(payload: Payload, log: SeedLog) {
  let n = 0
  for (const round of GRANT_YEARS) {
    const ids: number[] = []
    for (const [name, title, bio] of round.grantees) {
      const picture = await ensureImage(payload, log, portraitImage(name, n++, 'grantee'))
      ids.push(
        await ensureDoc(payload, log, 'grantees', slugOf(name), { title: name, projectTitle: title, description: bio, picture, _status: 'published' }),
      )
    }
    const name = `${round.year} Grant Recipients`
    await ensureDoc(payload, log, 'grant-years', slugOf(name), {
      name,
      year: round.year,
      description: round.description,
      grantees: ids,
      _status: 'published',
    })
  }
}

// ---------------------------------------------------------------- annual report

async function seedAnnualReport(payload: Payload, log: SeedLog) {
  const current = (await payload.findGlobal({ slug: 'annual-report', depth: 0, overrideAccess: true })) as AnnualReport
  if (current.year || current.revenue?.length) {
    log('Annual report: already filled.')
    return
  }
  const reports: NonNullable<AnnualReport['reports']> = []
  for (let year = 2022; year >= 2012; year--) {
    const { id: file } = await ensurePdf(payload, log, `annual-report-${year}.pdf`, `Annual report ${year}`, [
      `Annual report ${year}`,
      'Demo document: the real report will replace this file.',
    ])
    reports.push({ year, file })
  }
  await payload.updateGlobal({
    slug: 'annual-report',
    data: {
      year: 2022,
      intro: 'Every dollar we receive goes to support, education and research for people affected by prostate cancer. Here is where our money came from in 2022 and how it was used.',
      ...DEMO_REPORT_FIGURES,
      reports,
    },
    ...write,
  })
  log('Annual report: filled with the 2022 figures.')
}

// ---------------------------------------------------------------- support and about pages

/** The next 7 July after the seed runs: the demo always shows an open application round. */
function nextJulySeventh(now = new Date()): string {
  const thisYear = Date.UTC(now.getUTCFullYear(), 6, 7, 12)
  return new Date(now.getTime() <= thisYear ? thisYear : Date.UTC(now.getUTCFullYear() + 1, 6, 7, 12)).toISOString()
}

async function seedSupportAndAboutPages(payload: Payload, log: SeedLog) {
  const current = (await payload.findGlobal({ slug: 'support-and-about', depth: 0, overrideAccess: true })) as SupportAndAbout
  if (current.contact?.blocks?.length || current.mission?.partners?.length || current.newsletters?.archiveUrl) {
    log('Support & About pages: already filled.')
    return
  }
  const { id: orgChart } = await ensurePdf(payload, log, 'organizational-chart.pdf', 'Organizational chart', [
    'Organizational chart',
    'Board of Directors - Executive Director - Staff',
    'Demo document.',
  ])
  const { id: timeline } = await ensurePdf(payload, log, 'timeline.pdf', 'Our timeline', ['Our timeline', '1997: founded', 'Demo document.'])
  const { id: pastGrants } = await ensurePdf(payload, log, 'past-grants-2003-2017.pdf', 'Past grants 2003-2017', [
    'Past grants 2003-2017',
    'Demo document: the full list will replace this file.',
  ])
  const partnerNames = ['Provincial Health Partners', 'Community Foundation', 'Walk Together', 'Men’s Health Network', 'Research Alliance', 'Coastal Credit Union']
  const partners = []
  for (const [i, name] of partnerNames.entries()) {
    partners.push({ name, logo: await ensureImage(payload, log, badgeImage(name, i + 1, 'partner')), url: `https://partners.example.org/${slugOf(name)}` })
  }
  const picture = await ensureImage(payload, log, sceneImage('contact-office-path', 'A path through a park near our office, with two people walking', 0))
  const gallery = []
  for (const [i, alt] of ['Class members stretching together in a community hall', 'A group walk along a park trail', 'Participants chatting after a class'].entries()) {
    gallery.push({ image: await ensureImage(payload, log, sceneImage(`butts-in-motion-${i + 1}`, alt, i)) })
  }

  await payload.updateGlobal({
    slug: 'support-and-about',
    data: {
      newsletters: {
        intro: 'Four times a year we share news from support groups, research we fund and events near you. Read past issues below.',
        archiveUrl: 'https://lists.example.org/newsletter/archive',
      },
      supportGroups: {
        intro: 'Support groups are a place to talk with men who have been where you are. Partners and family members are welcome too.',
        calendarUrl: '',
        accordion: [
          {
            title: 'What happens at a meeting?',
            content: richText(
              paragraph('Meetings are relaxed and friendly. Members share how they are doing, and sometimes a guest speaker talks about a topic the group has chosen.'),
              paragraph('You can simply listen. Nobody has to speak until they are ready.'),
            ),
          },
          {
            title: 'Who can come?',
            content: richText(paragraph('Anyone affected by prostate cancer: men at any stage, their partners, family members and friends. Meetings are free.')),
          },
          {
            title: 'Do I need to sign up?',
            content: richText(
              paragraph('No. Come to any meeting. If you would like to talk to someone first, call one of the group’s contacts listed on ', link('Find a group', '/get-support/support-groups/find-a-group'), '.'),
            ),
          },
          {
            title: 'Starting a new group',
            content: richText(paragraph('If there is no group near you, we can help you start one: a meeting place, materials and a mentor from another group.')),
          },
        ],
        councils: richText(
          paragraph('Support group leaders from each region meet a few times a year as a council. They share what works, plan speakers together and welcome new groups.'),
          heading('h2', 'What councils do'),
          list(['Help new group leaders get started', 'Share speakers and materials between groups', 'Bring members’ views to our board']),
          paragraph('Group leaders who would like to join a council can write to support@example.org.'),
        ),
      },
      buttsInMotion: {
        intro: 'Butts in Motion is a gentle exercise class for men living with prostate cancer, led by trained instructors. Every fitness level is welcome.',
        locations: [
          { location: 'Vancouver', links: [{ title: 'Class times at the community centre', url: 'https://fitness.example.org/vancouver' }] },
          {
            location: 'Victoria',
            links: [
              { title: 'Class times at the YMCA', url: 'https://fitness.example.org/victoria' },
              { title: 'Register by e-mail', url: 'mailto:fitness@example.org' },
            ],
          },
          { location: 'Kelowna', links: [{ title: 'Class times at the recreation centre', url: 'https://fitness.example.org/kelowna' }] },
        ],
        gallery,
      },
      team: {
        intro: 'A staff of five, a volunteer board and medical advisors who give their time, and committees of volunteers.',
        orgChart,
      },
      grants: {
        intro: richText(
          paragraph('Since 2003 we have funded research in the province that helps men and families live better with prostate cancer.'),
          paragraph('Grants are chosen by our grants committee with the help of outside reviewers.'),
        ),
        totalAwarded: '$2.68M',
        projectsFunded: 92,
        applicationsClose: nextJulySeventh(),
        howToApply: richText(
          paragraph('Researchers working in the province can apply for a grant of up to one year. Read the guidelines, then send your application by e-mail.'),
          list(['A two-page summary of the project', 'A budget', 'A short CV for each researcher']),
          paragraph('Send applications to grants@example.org.'),
        ),
        pastGrants,
      },
      mission: {
        intro: richText(
          paragraph('We provide leadership and resources for prostate cancer support, education and research.'),
          paragraph(
            'Founded in 1997, we have served men and families for more than 25 years. About 1 in 8 Canadian men will be diagnosed with prostate cancer in their lifetime. With 60+ support groups, 92 research projects funded and a staff of 5, we work so that nobody faces it alone.',
          ),
        ),
        partners,
        history: richText(
          paragraph('We began in 1997 when a handful of men from support groups decided the province needed one voice for prostate cancer.'),
          paragraph('Since then we have grown to more than 60 support groups, funded research and reached thousands of families with information.'),
        ),
        timeline,
        annualReportTeaser: 'Read where our money came from and how we used it.',
      },
      contact: {
        picture,
        blocks: [
          { title: 'Support Services', email: 'support@example.org', phone: '604-555-0102' },
          { title: 'Events', email: 'events@example.org', phone: '604-555-0103' },
          { title: 'General Inquiry', email: 'info@example.org', phone: '604-555-0100' },
        ],
        generalInquiryIntro: 'Have a question for us? Send a message and we will answer within two working days.',
      },
    },
    ...write,
  })
  log('Support & About pages: filled.')
}

export async function seedSupportAndAbout(payload: Payload, log: SeedLog): Promise<void> {
  await seedNewsletters(payload, log)
  await seedTeam(payload, log)
  await seedSupportGroups(payload, log)
  await seedGrants(payload, log)
  await seedAnnualReport(payload, log)
  await seedSupportAndAboutPages(payload, log)
}

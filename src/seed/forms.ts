/**
 * Forms demo content: form settings (recipients and peer-support topics), the photographer
 * call PDF, and the three pages that hold forms (volunteer, peer support, Reef Knot Kits).
 * Everything is created only when missing; parent pages are looked up by path first, since
 * other parts of the seed may create them.
 */
import type { Payload } from 'payload'
import type { Page } from '@/payload-types'
import { FORM_IDS } from '@/forms/fields'
import type { SeedLog } from './index'
import { bold, heading, link, list, paragraph, richText } from './lexical'
import { demoImages, ensureImage, ensurePdf } from './media'
import { ensurePage, findIdByPath, type PageData } from './pages'

type LayoutBlock = NonNullable<Page['layout']>[number]

export const FORM_PAGE_PATHS = {
  volunteer: '/get-involved/volunteer',
  peerSupport: '/get-support/peer-support',
  reefKnotKits: '/get-support/reef-knot-kits',
} as const

export const DEMO_PEER_TOPICS = [
  { topicId: 'diagnosis', main: 'A new diagnosis', subTopics: ['Understanding test results', 'Talking with family and friends', 'Questions to ask my doctor'] },
  { topicId: 'treatment', main: 'Treatment choices', subTopics: ['Active surveillance', 'Surgery', 'Radiation', 'Hormone therapy'] },
  { topicId: 'side-effects', main: 'Side effects', subTopics: ['Bladder control', 'Sexual health', 'Tiredness'] },
  { topicId: 'living', main: 'Living with prostate cancer', subTopics: ['Work and money', 'Exercise and eating well', 'Worry and stress'] },
  { topicId: 'recurrence', main: 'When cancer comes back', subTopics: ['Advanced prostate cancer', 'Clinical trials'] },
  { topicId: 'family', main: 'For partners and family', subTopics: ['Caring for someone', 'Looking after yourself'] },
]

const DEMO_RECIPIENTS = [
  { form: FORM_IDS.newsletter, email: 'newsletter@example.org' },
  { form: FORM_IDS.volunteer, email: 'volunteers@example.org' },
  { form: FORM_IDS.peerSupport, email: 'peersupport@example.org' },
  { form: FORM_IDS.reefKnotKit, email: 'kits@example.org' },
  { form: FORM_IDS.contact, email: 'info@example.org' },
]

async function seedFormSettings(payload: Payload, log: SeedLog): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'form-settings', depth: 0, overrideAccess: true })
  if ((settings.recipients?.length ?? 0) > 0 || (settings.peerSupportTopics?.length ?? 0) > 0) {
    log('Form settings: already filled in.')
    return
  }
  await payload.updateGlobal({
    slug: 'form-settings',
    data: {
      recipients: DEMO_RECIPIENTS,
      peerSupportTopics: DEMO_PEER_TOPICS.map((t) => ({ ...t, subTopics: t.subTopics.map((label) => ({ label })) })),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log('Form settings: recipients and peer support topics filled in.')
}

const PDF_FILENAME = 'call-for-a-portrait-photographer.pdf'
const PDF_ALT = 'Call for a volunteer portrait photographer (PDF)'

async function ensurePhotographerPdf(payload: Payload, log: SeedLog): Promise<string> {
  const { url } = await ensurePdf(payload, log, PDF_FILENAME, PDF_ALT, [
    'Call for a volunteer portrait photographer',
    '',
    'We are looking for a photographer to take portraits of the people',
    'in our patient stories: men living with prostate cancer and their families.',
    'Sessions take about an hour, in or near your own community.',
    '',
    'Interested? Use the volunteer form on our website, or call 604-555-0100.',
    'This is a sample document for the demo site.',
  ])
  return url
}

/** The section page at `path`, created as a draft (like the other seeded sections) only when absent. */
async function ensureSection(payload: Payload, log: SeedLog, path: string, title: string): Promise<number> {
  const existing = await findIdByPath(payload, path)
  if (existing !== null) return existing
  return ensurePage(payload, log, path, { title, slug: path.slice(1), _status: 'draft' })
}

const formBlock = (form: string, heading?: string, intro?: string): LayoutBlock => ({
  blockType: 'formBlock',
  form: form as never,
  ...(heading ? { heading } : {}),
  ...(intro ? { intro } : {}),
})

function volunteerPage(parent: number, heroImageId: number, pdfUrl: string): PageData {
  return {
    title: 'Volunteer',
    slug: 'volunteer',
    parent,
    _status: 'published',
    hero: {
      heading: 'Volunteer with us',
      intro: 'Give a few hours, share a skill, or help at an event: volunteers make our work possible.',
      image: heroImageId,
    },
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            'Our volunteers run support groups, staff event tables, stuff envelopes, take photographs and help in the office. Whatever time you have, there is a way to help men and families facing prostate cancer.',
          ),
          heading('h2', 'Who is welcome'),
          list([
            'Men who have lived through prostate cancer and want to help others',
            'Partners, family members and friends',
            'Students looking for community experience',
            'Retired people with time and skills to share',
            'Anyone who wants to help at our events',
          ]),
          heading('h2', 'We are looking for a portrait photographer'),
          paragraph('We would like to hear from a photographer who can take portraits for our patient stories. ', link('Read the call for a portrait photographer (PDF)', pdfUrl), '.'),
        ),
      },
      formBlock(FORM_IDS.volunteer, 'Sign up to volunteer', 'Tell us how to reach you and what interests you. Fields marked * are required.'),
      {
        blockType: 'richText',
        content: richText(
          heading('h2', 'Joining our board'),
          paragraph(
            'Interested in serving on our board of directors? ',
            bold('We would be glad to hear from you: '),
            link('contact us', '/about-us/contact-us'),
            ' and we will tell you how board volunteering works.',
          ),
        ),
      },
    ],
    meta: {
      title: 'Volunteer',
      description: 'Volunteer with us: who is welcome, the call for a portrait photographer, and the volunteer sign-up form.',
    },
  }
}

function peerSupportPage(parent: number, heroImageId: number): PageData {
  return {
    title: 'Peer Support One-on-One',
    slug: 'peer-support',
    parent,
    _status: 'published',
    hero: {
      heading: 'Peer support one-on-one',
      intro: 'Talk with someone who has been there.',
      image: heroImageId,
    },
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            'A diagnosis of prostate cancer raises many questions. Our trained peer supporters are men, and partners of men, who have faced prostate cancer themselves. They listen, share what helped them, and help you find your way to the right information.',
          ),
          paragraph('Peer support is free and confidential. It does not replace advice from your health-care team.'),
          paragraph('Fill in the form and choose the topics that matter most to you. We will match you with a peer supporter and get in touch to set up a call.'),
        ),
      },
      formBlock(FORM_IDS.peerSupport, 'Ask for a peer supporter'),
    ],
    meta: {
      title: 'Peer Support One-on-One',
      description: 'Ask to talk one-on-one with a trained peer supporter who has faced prostate cancer.',
    },
  }
}

function reefKnotKitsPage(parent: number, heroImageId: number): PageData {
  return {
    title: 'Reef Knot Kits',
    slug: 'reef-knot-kits',
    parent,
    _status: 'published',
    hero: {
      heading: 'Reef Knot Kits',
      intro: 'A free information kit for people newly diagnosed with prostate cancer and those who support them.',
      image: heroImageId,
    },
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            'The Reef Knot Kit gathers plain-language information about prostate cancer, its treatment and the support available, in one package you can read at your own pace and share with your family.',
          ),
          heading('h2', 'About the kit'),
          list([
            'The kit is free.',
            'Kits are mailed on Wednesdays.',
            'Delivery takes about 1 week within BC and about 2 weeks elsewhere in Canada.',
            'We are not able to ship kits outside Canada.',
            'You can order 1, 10 or 20 kits, for yourself or for a group or office.',
            'We have offered the kit since 2002.',
          ]),
        ),
      },
      formBlock(FORM_IDS.reefKnotKit, 'Order a Reef Knot Kit', 'Fields marked * are required.'),
    ],
    meta: {
      title: 'Reef Knot Kits',
      description: 'Order a free Reef Knot Kit: information about prostate cancer, mailed on Wednesdays anywhere in Canada.',
    },
  }
}

export async function seedForms(payload: Payload, log: SeedLog): Promise<void> {
  await seedFormSettings(payload, log)
  const heroImageId = await ensureImage(payload, log, demoImages.hero)
  const pdfUrl = await ensurePhotographerPdf(payload, log)
  const getInvolved = await ensureSection(payload, log, '/get-involved', 'Get Involved')
  const getSupport = await ensureSection(payload, log, '/get-support', 'Get Support')
  await ensurePage(payload, log, FORM_PAGE_PATHS.volunteer, volunteerPage(getInvolved, heroImageId, pdfUrl))
  await ensurePage(payload, log, FORM_PAGE_PATHS.peerSupport, peerSupportPage(getSupport, heroImageId))
  await ensurePage(payload, log, FORM_PAGE_PATHS.reefKnotKits, reefKnotKitsPage(getSupport, heroImageId))
}

import type { Payload } from 'payload'
import type { Page } from '@/payload-types'
import { bold, heading, link, list, paragraph, richText } from './lexical'

import type { SeedLog } from './index'
import { forThisSite, SAMPLE_CAPTION, SAMPLE_VIDEO_ID } from './sampleVideos'

export type SeedPageMedia = { heroImageId?: number; diagramImageId?: number }

export type PageData = Omit<Page, 'id' | 'createdAt' | 'updatedAt' | 'path' | 'breadcrumbs'>
type LayoutBlock = NonNullable<Page['layout']>[number]


const PATHS = {
  home: '/',
  aboutProstateCancer: '/about-prostate-cancer',
  whatIsProstateCancer: '/about-prostate-cancer/what-is-prostate-cancer',
  theProstate: '/about-prostate-cancer/what-is-prostate-cancer/the-prostate',
} as const

export async function findIdByPath(payload: Payload, path: string): Promise<number | null> {
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    // Drafts count too: a draft already holds the address.
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true },
  })
  return result.docs[0]?.id ?? null
}

/** Creates the page at `path` unless a page (draft or published) is already there; returns its id either way. */
export async function ensurePage(payload: Payload, log: SeedLog, path: string, data: PageData): Promise<number> {
  const existing = await findIdByPath(payload, path)
  if (existing !== null) {
    log(`Pages: ${path} already present (id ${existing}).`)
    return existing
  }
  const doc = await payload.create({
    collection: 'pages',
    data: forThisSite(data),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  if (doc.path !== path) {
    throw new Error(`Pages: expected the new page "${data.title}" at ${path}, but it was saved at ${doc.path}.`)
  }
  log(`Pages: created ${path} (${data._status}, id ${doc.id}).`)
  return doc.id
}

function homePage(media: SeedPageMedia): PageData {
  return {
    title: 'Home',
    slug: 'home',
    _status: 'published',
    hero: {
      heading: 'Welcome',
      intro: 'Support, education and research for everyone affected by prostate cancer.',
      image: media.heroImageId ?? null,
    },
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            'We provide leadership and resources for prostate cancer support, education and research. Whether you have just been diagnosed, are supporting someone you love, or want to help, you are in the right place.',
          ),
          paragraph(
            'Start with ',
            link('information about prostate cancer', PATHS.aboutProstateCancer),
            ', or find ',
            link('support for you and your family', '/get-support'),
            '.',
          ),
        ),
      },
    ],
    meta: {
      title: 'Home',
      description:
        'Support, education and research for people affected by prostate cancer, and for their partners and families.',
    },
  }
}

/**
 * A section page that only gives the-prostate its place in the address. Kept as a draft:
 * drafts are never shown to visitors, so the section's address keeps showing the landing
 * page built from the navigation.
 */
function sectionDraft(title: string, slug: string, parent?: number): PageData {
  return { title, slug, _status: 'draft', ...(parent ? { parent } : {}) }
}

/** The information page, using every layout block at least once. */
export function theProstatePage(parent: number, media: SeedPageMedia): PageData {
  const layout: LayoutBlock[] = [
    {
      blockType: 'richText',
      content: richText(
        paragraph(
          'The prostate is a small gland that is part of the male reproductive system. Men have a prostate, and so do trans women and non-binary people who were assigned male at birth.',
        ),
        heading('h2', 'Where is the prostate?'),
        paragraph(
          'The prostate sits deep inside the body, just below the bladder and in front of the rectum (the last part of the bowel). It is usually described as about the size of a walnut.',
        ),
        paragraph(
          'The urethra is the tube that carries urine from the bladder out of the body through the penis. It runs through the middle of the prostate, which is why changes in the prostate can affect how you urinate.',
        ),
      ),
    },
  ]

  if (media.diagramImageId) {
    layout.push({
      blockType: 'mediaBlock',
      media: media.diagramImageId,
      caption: 'The prostate sits below the bladder and in front of the rectum; the urethra runs through it.',
    })
  }

  layout.push(
    {
      blockType: 'richText',
      content: richText(
        heading('h2', 'What does the prostate do?'),
        paragraph(
          'The prostate’s main job is to make part of the fluid in semen. This fluid mixes with sperm and helps to keep the sperm healthy.',
        ),
        paragraph(
          'The prostate needs the hormone testosterone to work normally. Testosterone is made mainly by the testicles.',
        ),
        heading('h2', 'How the prostate changes with age'),
        paragraph(
          'The prostate tends to grow slowly as men get older. A larger prostate can press on the urethra and cause problems such as:',
        ),
        list([
          'needing to urinate more often, especially at night',
          'a weak flow, or trouble starting to urinate',
          'feeling that the bladder has not emptied fully',
        ]),
        paragraph(
          'This kind of growth is called ',
          bold('benign prostatic hyperplasia (BPH)'),
          '. It is common and it is not cancer. Because an enlarged prostate and prostate cancer can cause similar changes, talk to your doctor or nurse practitioner about anything new you notice. Read more about the ',
          link('signs and symptoms of prostate cancer', '/about-prostate-cancer/what-is-prostate-cancer/signs-and-symptoms'),
          '.',
        ),
      ),
    },
    {
      blockType: 'table',
      caption: 'Parts of the body near the prostate',
      firstColumnIsRowHeading: true,
      columns: [{ heading: 'Part' }, { heading: 'What it does' }],
      rows: [
        ['Bladder', 'Stores urine until you empty it. It sits just above the prostate.'],
        ['Urethra', 'Carries urine from the bladder, and semen during ejaculation, out through the penis. It passes through the prostate.'],
        ['Prostate', 'Makes part of the fluid in semen.'],
        ['Seminal vesicles', 'Two small glands behind the bladder that make much of the fluid in semen.'],
        ['Testicles', 'Make sperm and the hormone testosterone.'],
        ['Vas deferens', 'Two tubes that carry sperm from the testicles towards the urethra.'],
        ['Rectum', 'The last part of the bowel. It lies just behind the prostate, which is why a doctor can feel the prostate during a rectal exam.'],
      ].map(([part, role]) => ({ cells: [{ text: part }, { text: role }] })),
    },
    {
      blockType: 'readMore',
      heading: 'The zones of the prostate',
      summary:
        'Doctors often describe the prostate in areas called zones. Knowing the names can help when you read a test report or talk with your health-care team.',
      buttonLabel: 'Read about the zones of the prostate',
      content: richText(
        paragraph('The prostate is wrapped in a thin layer of tissue called the capsule. Inside, it is divided into zones:'),
        list([
          [bold('Peripheral zone'), ': the outer part at the back of the gland, closest to the rectum. This is where most prostate cancers start.'],
          [bold('Transition zone'), ': a small area in the middle that surrounds the urethra. This is the part that grows in BPH.'],
          [bold('Central zone'), ': the area around the ejaculatory ducts, the small tubes that carry sperm and fluid into the urethra.'],
        ]),
        paragraph(
          'You may see these names in a ',
          link('biopsy or imaging report', '/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging'),
          '. Your health-care team can explain what they mean for you.',
        ),
      ),
    },
    {
      blockType: 'accordion',
      heading: 'Common questions',
      items: [
        {
          title: 'Is an enlarged prostate a sign of cancer?',
          content: richText(
            paragraph(
              'Not usually. The prostate tends to grow with age, and this growth (BPH) is not cancer. But an enlarged prostate and prostate cancer can cause similar symptoms, and a person can have both at the same time.',
            ),
            paragraph('If you notice changes when you urinate, see your doctor or nurse practitioner to find out the cause.'),
          ),
        },
        {
          title: 'Can I feel my own prostate?',
          content: richText(
            paragraph(
              'No. The prostate is deep inside the body, between the bladder and the rectum, so it cannot be felt from outside. A doctor can feel the back of the prostate by gently placing a gloved finger in the rectum. This is called a digital rectal exam, or DRE.',
            ),
            paragraph(
              'Learn more about ',
              link('the PSA test and the DRE', '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre'),
              '.',
            ),
          ),
        },
        {
          title: 'Does the prostate affect sex?',
          content: richText(
            paragraph(
              'The prostate helps make semen, so it plays a part in ejaculation. The nerves and blood vessels that control erections run close beside the prostate. This is why some treatments for prostate cancer can affect erections.',
            ),
            paragraph(
              'Your health-care team can tell you what to expect from a treatment. You can also read about ',
              link('sex with and after cancer', '/about-prostate-cancer/living-with-prostate-cancer/sex-with-and-after-cancer'),
              '.',
            ),
          ),
        },
      ],
    },
    {
      blockType: 'videoEmbed',
      video: SAMPLE_VIDEO_ID,
      title: 'How the prostate changes with age (video to come)',
      caption: SAMPLE_CAPTION,
    },
    {
      blockType: 'callToAction',
      heading: 'Talk with someone who understands',
      text: 'Our one-on-one peer support connects you with someone who knows what you are going through. You can ask questions and share what is on your mind.',
      link: { label: 'Ask for a peer supporter', url: '/get-support/peer-support' },
    },
    {
      blockType: 'linkList',
      heading: 'Where to go next',
      links: [
        {
          label: 'Risk factors',
          url: '/about-prostate-cancer/what-is-prostate-cancer/risk-factors',
          description: 'Things that can make prostate cancer more likely.',
        },
        {
          label: 'Signs and symptoms',
          url: '/about-prostate-cancer/what-is-prostate-cancer/signs-and-symptoms',
          description: 'Changes to look out for, and when to see your doctor.',
        },
        {
          label: 'Reef Knot Kits',
          url: '/get-support/reef-knot-kits',
          description: 'Ask for a free information kit, sent anywhere in Canada.',
        },
      ],
    },
  )

  // The information pages' own blocks (src/seed/infoPages gives the videos local posters).
  layout.push(
    {
      blockType: 'peerSupportInvite',
      heading: 'Questions after reading this page?',
      text: 'A peer supporter who has been through prostate cancer can talk them through with you, one-on-one and in confidence.',
      link: { label: 'Ask to be paired with a peer supporter', url: '/get-support/peer-support' },
    },
    {
      blockType: 'videoSlider',
      heading: 'More videos',
      intro: 'Sample videos that show how a set of videos appears on the page. They will be replaced.',
      videos: [
        { video: SAMPLE_VIDEO_ID, title: 'Where the prostate is (video to come)' },
        { video: SAMPLE_VIDEO_ID, title: 'What the prostate does (video to come)' },
      ],
    },
  )

  return {
    title: 'The prostate',
    slug: 'the-prostate',
    parent,
    _status: 'published',
    hero: {
      heading: 'The prostate',
      intro: 'What the prostate is, where it sits in the body, and how it changes as men get older.',
      image: media.heroImageId ?? null,
    },
    layout,
    meta: {
      title: 'The prostate',
      description:
        'A plain-language guide to the prostate: a walnut-sized gland below the bladder that makes part of the fluid in semen, and how it changes with age.',
    },
  }
}

/**
 * The home page and one information page, each created only when no page has its address.
 * The information page's two parent pages are drafts (see sectionDraft); the address hook
 * reads parents with draft: true, so the-prostate still gets its full path.
 */
export async function seedPages(payload: Payload, log: SeedLog, media: SeedPageMedia): Promise<void> {
  await ensurePage(payload, log, PATHS.home, homePage(media))

  const aboutId = await ensurePage(
    payload,
    log,
    PATHS.aboutProstateCancer,
    sectionDraft('About prostate cancer', 'about-prostate-cancer'),
  )
  const whatIsId = await ensurePage(
    payload,
    log,
    PATHS.whatIsProstateCancer,
    sectionDraft('What is prostate cancer?', 'what-is-prostate-cancer', aboutId),
  )
  if (!media.diagramImageId) log('Pages: no diagram image given; the-prostate is created without its image block.')
  await ensurePage(payload, log, PATHS.theProstate, theProstatePage(whatIsId, media))
}

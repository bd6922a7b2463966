import type { Page } from '@/payload-types'
import type { PageData } from '../pages'
import { heading, link, list, paragraph, richText, text, type BlockNode } from '../lexical'
import type { InfoMediaIds } from './media'
import { REFERENCES as REFERENCES_LIST, type Reference } from './references'
import { referenceAnchor } from '@/infoPages/references'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type RichTextValue = ReturnType<typeof richText>

/** The day the demo content was last checked against its sources. */
export const REVIEWED = '2026-11-20T12:00:00.000Z'

import { SAMPLE_CAPTION, SAMPLE_VIDEO_ID } from '../sampleVideos'

export { SAMPLE_VIDEO_ID }

export { REFERENCES, type Reference } from './references'

/**
 * Who reviewed the demo content: nobody medical yet. The seed says so, instead of inventing a
 * reviewer; the charity's medical reviewer replaces it with their own name and role.
 */
export const PLACEHOLDER_REVIEWER = {
  name: 'Placeholder reviewer (not yet medically reviewed)',
  role: 'Demo content checked against its references by the web team; to be reviewed by a clinician',
} as const

/** A figure the spec states that no source could be found for, or that needs a clinician's check. */
export type ReviewNote = { figure: string; note: string }

export const PATHS = {
  about: '/about-prostate-cancer',
  whatIs: '/about-prostate-cancer/what-is-prostate-cancer',
  diagnosis: '/about-prostate-cancer/diagnosis-and-staging',
  treatment: '/about-prostate-cancer/treatment',
  living: '/about-prostate-cancer/living-with-prostate-cancer',
  psa: '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre',
  biopsy: '/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging',
  choosing: '/about-prostate-cancer/diagnosis-and-staging/choosing-a-treatment',
  grading: '/about-prostate-cancer/diagnosis-and-staging/grading-and-staging',
  riskFactors: '/about-prostate-cancer/what-is-prostate-cancer/risk-factors',
  signs: '/about-prostate-cancer/what-is-prostate-cancer/signs-and-symptoms',
  localized: '/about-prostate-cancer/treatment/treatment-for-localized-prostate-cancer',
  advanced: '/about-prostate-cancer/treatment/treatment-for-advanced-prostate-cancer',
  alternate: '/about-prostate-cancer/treatment/alternate-or-non-routine-therapies',
  returns: '/about-prostate-cancer/treatment/when-your-cancer-returns',
  videoLibrary: '/about-prostate-cancer/video-library',
  kits: '/get-support/reef-knot-kits',
  groups: '/get-support/support-groups',
  peer: '/get-support/peer-support',
  moreForPatients: '/get-support/more-resources-for-patients',
  glossary: '/about-prostate-cancer/glossary',
  checkYourRisk: '/about-prostate-cancer/check-your-risk',
} as const

export const rt = (...blocks: BlockNode[]): LayoutBlock => ({ blockType: 'richText', content: richText(...blocks) })

export function video(media: InfoMediaIds, title: string, caption = SAMPLE_CAPTION): LayoutBlock {
  return { blockType: 'videoEmbed', video: SAMPLE_VIDEO_ID, title, caption, poster: media.posterIds[0] ?? null }
}

export type AccordionItem = { title: string; content: RichTextValue; image?: number | null }

export function accordion(headingText: string | null, items: AccordionItem[]): LayoutBlock {
  return { blockType: 'accordion', heading: headingText, items }
}

export function readMore(headingText: string, summary: string, buttonLabel: string, content: RichTextValue): LayoutBlock {
  return { blockType: 'readMore', heading: headingText, summary, buttonLabel, content }
}

export function links(headingText: string, entries: { label: string; url: string; description?: string }[]): LayoutBlock {
  return { blockType: 'linkList', heading: headingText, links: entries }
}

export function table(caption: string, headings: string[], rows: string[][], firstColumnIsRowHeading = true): LayoutBlock {
  return {
    blockType: 'table',
    caption,
    firstColumnIsRowHeading,
    columns: headings.map((h) => ({ heading: h })),
    rows: rows.map((cells) => ({ cells: cells.map((text) => ({ text })) })),
  }
}

export function image(mediaId: number, caption?: string): LayoutBlock {
  return { blockType: 'mediaBlock', media: mediaId, caption: caption ?? null }
}

/** The box on treatment pages (its defaults are the block's own). */
export const peerInvite = (): LayoutBlock => ({
  blockType: 'peerSupportInvite',
  heading: 'Talk one-on-one with someone who has been there',
  text: 'Our peer supporters have been through prostate cancer treatment themselves. We can pair you with one for private conversations about what you are facing, at no cost.',
  link: { label: 'Ask to be paired with a peer supporter', url: PATHS.peer },
})

/** The support pages every "Living with prostate cancer" page points to. */
export const livingSupportLinks = (): LayoutBlock =>
  links('Support for you and your family', [
    { label: 'Reef Knot Kits', url: PATHS.kits, description: 'Ask for a free information kit for men and their families.' },
    { label: 'Support groups', url: PATHS.groups, description: 'Meet others who understand, in person or online.' },
    { label: 'One-on-one peer support', url: PATHS.peer, description: 'Be paired with someone who has been through it.' },
    {
      label: 'More resources for patients',
      url: PATHS.moreForPatients,
      description: 'Financial help, programs, planning ahead, trials and more.',
    },
  ])

export { heading, link, list, paragraph, richText }

/** A medical word linked to the glossary, where it is explained in plain language. */
export const term = (label: string) => link(label, PATHS.glossary)

const CITE_PREFIX = '#cite:'

/** A reference mark in the text, numbered by infoPage() as "[n]" and linked to the page's reference list. */
export const cite = (ref: Reference) => link('[?]', `${CITE_PREFIX}${ref.url}`)

const REFERENCE_BY_URL = new Map<string, Reference>(Object.values(REFERENCES_LIST).map((r) => [r.url, r]))

/**
 * Numbers the marks made with cite() in the order they first appear, and returns the layout
 * with each mark turned into "[n]" linking to #source-n, and the page's references in that
 * order, followed by any further reading that is not cited.
 */
export function numberCitations(layout: LayoutBlock[], further: readonly Reference[] = []) {
  const order: Reference[] = []
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const node = value as Record<string, unknown>
    const fields = node.fields as { url?: string } | undefined
    if (node.type === 'link' && typeof fields?.url === 'string' && fields.url.startsWith(CITE_PREFIX)) {
      const url = fields.url.slice(CITE_PREFIX.length)
      const ref = REFERENCE_BY_URL.get(url)
      if (!ref) throw new Error(`cite(): ${url} is not in REFERENCES`)
      if (!order.includes(ref)) order.push(ref)
      const n = order.indexOf(ref) + 1
      return { ...node, fields: { ...fields, url: `#${referenceAnchor(n)}` }, children: [text(`[${n}]`)] }
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]))
  }
  const numbered = visit(layout) as LayoutBlock[]
  const references = [...order, ...further.filter((r) => !order.includes(r))]
  return { layout: numbered, references }
}

type InfoPageInput = {
  title: string
  slug: string
  parent?: number
  order?: number
  intro: string
  /** The hero's heading when it is not the page title (the living-with pages share one). */
  heroHeading?: string
  layout: LayoutBlock[]
  /** Further reading listed after the cited references (cite() adds the rest). */
  sources?: Reference[]
  /** Figures the medical reviewer must check: shown to staff in the admin, never on the page. */
  reviewNotes?: ReviewNote[]
  listSubpages?: boolean
  heroImageId?: number
}

/** A published information page with its review record, numbered references and notes for the reviewer. */
export function infoPage(input: InfoPageInput): PageData {
  const { layout, references } = numberCitations(input.layout, input.sources)
  return {
    title: input.title,
    slug: input.slug,
    ...(input.parent ? { parent: input.parent } : {}),
    _status: 'published',
    hero: { heading: input.heroHeading ?? input.title, intro: input.intro, image: input.heroImageId ?? null },
    layout,
    ...reviewRecord(references, input.reviewNotes),
    listSubpages: input.listSubpages ?? false,
    pageOrder: input.order ?? null,
    meta: { title: input.title, description: input.intro },
  }
}

/** The review fields of an information page: the demo review, by the placeholder reviewer. */
export function reviewRecord(references: readonly Reference[], notes: readonly ReviewNote[] = []) {
  return {
    lastReviewed: REVIEWED,
    reviewedBy: { ...PLACEHOLDER_REVIEWER },
    sources: references.map((r) => ({ title: r.title, publisher: r.publisher, year: r.year ?? null, url: r.url })),
    reviewNotes: notes.map((n) => ({ ...n })),
  }
}

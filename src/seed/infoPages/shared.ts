import type { Page } from '@/payload-types'
import type { PageData } from '../pages'
import { heading, link, list, paragraph, richText, type BlockNode } from '../lexical'
import type { InfoMediaIds } from './media'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type RichTextValue = ReturnType<typeof richText>

/** The day the demo content was last checked against its sources. */
export const REVIEWED = '2026-11-20T12:00:00.000Z'

/**
 * The placeholder video every demo embed uses (Blender's open movie "Big Buck Bunny", as on
 * the-prostate): its titles say what the video will be about, and its captions say it is a sample.
 */
export const SAMPLE_VIDEO_ID = 'aqz-KE-bpKQ'
export const SAMPLE_CAPTION = 'Sample video: it only shows where this video will appear, and will be replaced.'

/** Home pages of well-known public organisations (no deep links that may move). */
export const SOURCES = {
  ccs: { title: 'Canadian Cancer Society', url: 'https://cancer.ca' },
  bcCancer: { title: 'BC Cancer', url: 'https://www.bccancer.bc.ca' },
  cua: { title: 'Canadian Urological Association', url: 'https://www.cua.org' },
  nci: { title: 'National Cancer Institute (United States)', url: 'https://www.cancer.gov' },
  ontarioHealth: { title: 'Ontario Health (Cancer Care Ontario)', url: 'https://www.cancercareontario.ca' },
  ei: { title: 'Government of Canada: EI sickness benefits', url: 'https://www.canada.ca/en/services/benefits/ei/ei-sickness.html' },
  cpac: { title: 'Canadian Partnership Against Cancer', url: 'https://www.partnershipagainstcancer.ca' },
} as const

export type Source = { title: string; url: string }

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

type InfoPageInput = {
  title: string
  slug: string
  parent?: number
  order?: number
  intro: string
  /** The hero's heading when it is not the page title (the living-with pages share one). */
  heroHeading?: string
  layout: LayoutBlock[]
  sources: Source[]
  listSubpages?: boolean
  heroImageId?: number
}

/** A published information page with its review date and sources. */
export function infoPage(input: InfoPageInput): PageData {
  return {
    title: input.title,
    slug: input.slug,
    ...(input.parent ? { parent: input.parent } : {}),
    _status: 'published',
    hero: { heading: input.heroHeading ?? input.title, intro: input.intro, image: input.heroImageId ?? null },
    layout: input.layout,
    lastReviewed: REVIEWED,
    sources: input.sources.map((s) => ({ title: s.title, url: s.url })),
    listSubpages: input.listSubpages ?? false,
    pageOrder: input.order ?? null,
    meta: { title: input.title, description: input.intro },
  }
}

import type { Payload } from 'payload'
import type { SeedLog } from '../index'
import { ensurePage, findIdByPath, type PageData } from '../pages'
import { diagnosisAndStagingSection } from './diagnosisAndStaging'
import { getSupportPages } from './getSupport'
import { livingWithSection } from './livingWith'
import { seedInfoMedia, type InfoMediaIds } from './media'
import { SOURCES, PATHS, infoPage, links, paragraph, rt } from './shared'
import type { SectionSeed } from './section'
import { treatmentSection } from './treatment'
import { whatIsProstateCancerSection } from './whatIsProstateCancer'

/** The four sections under /about-prostate-cancer, in the route map's order. */
export function infoSections(media: InfoMediaIds): SectionSeed[] {
  return [
    whatIsProstateCancerSection(media),
    diagnosisAndStagingSection(media),
    treatmentSection(media),
    livingWithSection(media),
  ]
}

/** Section index pages take their menu labels as titles: a section address shows its menu label as the heading. */
function aboutIndex(media: InfoMediaIds): PageData {
  return infoPage({
    title: 'About Prostate Cancer',
    slug: 'about-prostate-cancer',
    listSubpages: true,
    heroImageId: media.heroImageId,
    intro: 'Clear, reliable information for men and families: what prostate cancer is, how it is found and treated, and how to live well with it.',
    sources: [SOURCES.ccs],
    layout: [
      rt(
        paragraph(
          'Whether you are worried about a PSA result, have just been diagnosed, or are supporting someone you love, start here. Each section is written in plain language and reviewed regularly.',
        ),
      ),
      links('Topics', [
        { label: 'What is prostate cancer?', url: PATHS.whatIs, description: 'The prostate, risk factors, symptoms and statistics.' },
        { label: 'Diagnosis and staging', url: PATHS.diagnosis, description: 'Tests, results and choosing a treatment.' },
        { label: 'Treatment', url: PATHS.treatment, description: 'The main treatments, with their pros and cons.' },
        { label: 'Living with prostate cancer', url: PATHS.living, description: 'Side effects, wellbeing and practical help.' },
        { label: 'Video library', url: PATHS.videoLibrary, description: 'Hear from doctors and men who have been there.' },
      ]),
    ],
  })
}

/** A parent page another part of the seed may also create: found by its address, or made as an unlisted draft. */
async function ensureParent(payload: Payload, log: SeedLog, path: string, title: string): Promise<number> {
  const existing = await findIdByPath(payload, path)
  if (existing !== null) return existing
  const slugs = path.split('/').filter(Boolean)
  const parent = slugs.length > 1 ? await ensureParent(payload, log, `/${slugs.slice(0, -1).join('/')}`, title) : null
  // A draft: visitors keep seeing the section landing page built from the menu at this address.
  return ensurePage(payload, log, path, { title, slug: slugs.at(-1)!, _status: 'draft', ...(parent ? { parent } : {}) })
}

/**
 * The information pages under /about-prostate-cancer (each section's index page, then its pages in
 * order, the-prostate included) and this area's pages under /get-support. Runs before
 * src/seed/pages.ts, so the section pages exist, published, when that seed looks for them.
 * Idempotent: a page whose address is taken (draft or published) is left as it is.
 */
export async function seedInfoPages(
  payload: Payload,
  log: SeedLog,
  given: { heroImageId?: number; diagramImageId?: number },
): Promise<void> {
  const media = await seedInfoMedia(payload, log, given)
  const aboutId = await ensurePage(payload, log, PATHS.about, aboutIndex(media))
  for (const [sectionIndex, section] of infoSections(media).entries()) {
    const sectionPath = `${PATHS.about}/${section.slug}`
    const sectionId = await ensurePage(payload, log, sectionPath, section.index(aboutId, sectionIndex + 1))
    for (const [pageIndex, page] of section.pages.entries()) {
      await ensurePage(payload, log, `${sectionPath}/${page.slug}`, page.build(sectionId, pageIndex + 1))
    }
  }
  for (const page of getSupportPages(media)) {
    const parentId = await ensureParent(payload, log, page.parentPath, 'Get support')
    await ensurePage(payload, log, page.path, page.build(parentId))
  }
}

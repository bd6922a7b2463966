import type { Payload } from 'payload'
import type { SeedLog } from '../index'
import { ensurePage, findIdByPath } from '../pages'
import { diagnosisAndStagingSection } from './diagnosisAndStaging'
import { getSupportPages } from './getSupport'
import { glossaryPage } from './glossary'
import { livingWithSection } from './livingWith'
import { seedInfoMedia, type InfoMediaIds } from './media'
import { PATHS } from './shared'
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
 * The information pages under /about-prostate-cancer (each section's index page, titled with its
 * menu label, then its pages in order, the-prostate included), the glossary, and this area's pages under /get-support. Runs before
 * src/seed/pages.ts, so the section pages exist, published, when that seed looks for them.
 * Idempotent: a page whose address is taken (draft or published) is left as it is.
 */
export async function seedInfoPages(
  payload: Payload,
  log: SeedLog,
  given: { heroImageId?: number; diagramImageId?: number },
): Promise<void> {
  const media = await seedInfoMedia(payload, log, given)
  // The section's root stays an unpublished draft (as in src/seed/pages.ts): visitors get the
  // landing page built from the menu there, and editors can preview a draft of it.
  const aboutId = await ensureParent(payload, log, PATHS.about, 'About prostate cancer')
  for (const [sectionIndex, section] of infoSections(media).entries()) {
    const sectionPath = `${PATHS.about}/${section.slug}`
    const sectionId = await ensurePage(payload, log, sectionPath, section.index(aboutId, sectionIndex + 1))
    for (const [pageIndex, page] of section.pages.entries()) {
      await ensurePage(payload, log, `${sectionPath}/${page.slug}`, page.build(sectionId, pageIndex + 1))
    }
  }
  // The glossary the pages link medical words to: not in the menu, found from the pages.
  await ensurePage(payload, log, PATHS.glossary, glossaryPage(aboutId, media.heroImageId))
  for (const page of getSupportPages(media)) {
    const parentId = await ensureParent(payload, log, page.parentPath, 'Get support')
    await ensurePage(payload, log, page.path, page.build(parentId))
  }
}

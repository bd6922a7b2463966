import type { Payload } from 'payload'
import type { Navigation } from '@/payload-types'
import type { SeedLog } from './index'

/** One menu entry as the Navigation global stores it (ids are added by Payload). */
export type DemoNavEntry = {
  label: string
  slug: string
  /** A section of the page to jump to (without #); such entries point into another page. */
  anchor?: string
  children?: DemoNavEntry[]
}

const entry = (label: string, slug: string, children?: DemoNavEntry[]): DemoNavEntry =>
  children ? { label, slug, children } : { label, slug }

/**
 * The main menu: the site's route map as six sections, each with its
 * second- and third-level entries. The support group calendar and the grant application
 * are anchors into the support groups and grants pages.
 */
export const demoNavigation: DemoNavEntry[] = [
  entry('About Prostate Cancer', 'about-prostate-cancer', [
    entry('What Is Prostate Cancer?', 'what-is-prostate-cancer', [
      entry('The Prostate', 'the-prostate'),
      entry('What Is Cancer?', 'what-is-cancer'),
      entry('Risk Factors', 'risk-factors'),
      entry('Signs and Symptoms', 'signs-and-symptoms'),
      entry('Statistics', 'statistics'),
    ]),
    entry('Diagnosis and Staging', 'diagnosis-and-staging', [
      entry('The PSA Test and the DRE', 'the-psa-test-and-the-dre'),
      entry('Biopsy and Imaging', 'biopsy-and-imaging'),
      entry('Choosing a Treatment', 'choosing-a-treatment'),
      entry('Grading and Staging', 'grading-and-staging'),
    ]),
    entry('Treatment', 'treatment', [
      entry('Treatment for Localized Prostate Cancer', 'treatment-for-localized-prostate-cancer'),
      entry('Treatment for Advanced Prostate Cancer', 'treatment-for-advanced-prostate-cancer'),
      entry('Alternate or Non-Routine Therapies', 'alternate-or-non-routine-therapies'),
      entry('When Your Cancer Returns', 'when-your-cancer-returns'),
    ]),
    entry('Living With Prostate Cancer', 'living-with-prostate-cancer', [
      entry('Incontinence', 'incontinence'),
      entry('Nutrition', 'nutrition'),
      entry('Exercise', 'exercise'),
      entry('Mental Health and Wellness', 'mental-health-and-wellness'),
      entry('More Resources', 'more-resources'),
      entry('Sex With and After Cancer', 'sex-with-and-after-cancer'),
      entry('Sleep', 'sleep'),
    ]),
    entry('Check Your Risk', 'check-your-risk'),
    entry('Video Library', 'video-library'),
  ]),
  entry('Get Support', 'get-support', [
    entry('Support Groups', 'support-groups'),
    { label: 'Support Group Calendar', slug: 'support-groups', anchor: 'calendar' },
    entry('Peer Support', 'peer-support'),
    entry('Reef Knot Kits', 'reef-knot-kits'),
    entry('More Resources for Patients', 'more-resources-for-patients'),
    entry('More Resources', 'more-resources', [
      entry('If I Were Tom', 'if-i-were-tom'),
      entry('Butts in Motion Fitness', 'butts-in-motion-fitness'),
      entry('External Resources', 'external-resources'),
      entry('Newsletters', 'newsletters'),
    ]),
    entry('Butts in Motion', 'butts-in-motion'),
    entry('If I Were Tom', 'if-i-were-tom'),
    entry('Support Group Councils', 'support-group-councils'),
  ]),
  entry('Get Involved', 'get-involved', [
    entry('Volunteer', 'volunteer'),
    entry('Find an Event', 'find-an-event'),
  ]),
  entry('Our Impact', 'our-impact', [
    entry('Patient Stories', 'patient-stories'),
    entry('Grants', 'grants'),
    { label: 'Apply for a Grant', slug: 'grants', anchor: 'apply-for-grant' },
  ]),
  entry('Ways to Give', 'ways-to-give', [
    entry('Donate', 'donate'),
    entry('Alternative Ways to Support Us', 'alternative-ways-to-support-us'),
  ]),
  entry('About Us', 'about-us', [
    entry('Mission', 'mission'),
    entry('Our Team', 'our-team'),
    entry('Annual Report', 'annual-report'),
    entry('Contact Us', 'contact-us'),
  ]),
]

type FieldLike = { name?: string; type: string; flattenedFields?: FieldLike[] }

/**
 * The names of the Navigation global's second- and third-level arrays, read from the running
 * config (sections → array → array), so the demo tree is stored under whatever names the
 * schema uses. Throws when the global does not have that shape.
 */
export function navigationLevelKeys(payload: Payload): [string, string] {
  const global = payload.config.globals.find((g) => g.slug === 'navigation')
  const childArray = (field: FieldLike | undefined) =>
    field?.type === 'array' ? field.flattenedFields?.find((f) => f.type === 'array' && f.name) : undefined
  const sections = (global?.flattenedFields as FieldLike[] | undefined)?.find((f) => f.name === 'sections')
  const second = childArray(sections)
  const third = childArray(second)
  if (!second?.name || !third?.name) {
    throw new Error('Navigation global: expected an array "sections" holding two nested levels of arrays.')
  }
  return [second.name, third.name]
}

/** The demo tree in the stored shape: each level's entries under that level's array name. */
export function toStoredSections(tree: DemoNavEntry[], [second, third]: [string, string]) {
  const plain = (e: DemoNavEntry) => ({ label: e.label, slug: e.slug, ...(e.anchor ? { anchor: e.anchor } : {}) })
  return tree.map((section) => ({
    ...plain(section),
    [second]: (section.children ?? []).map((child) => ({
      ...plain(child),
      [third]: (child.children ?? []).map(plain),
    })),
  }))
}

/** Fills the main menu when it has no sections; a menu an editor has built is left alone. */
export async function seedNavigation(payload: Payload, log: SeedLog): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
  if ((current.sections ?? []).length > 0) {
    log('Navigation: already has sections, left unchanged.')
    return false
  }
  const sections = toStoredSections(demoNavigation, navigationLevelKeys(payload))
  await payload.updateGlobal({
    slug: 'navigation',
    data: { sections: sections as Navigation['sections'] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log(`Navigation: created the main menu with ${demoNavigation.length} sections.`)
  return true
}

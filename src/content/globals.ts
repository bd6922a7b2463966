import { unstable_cache } from 'next/cache'
import type { Config } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { buildNavTree } from '@/utilities/navigation'
import { mergeTexts } from '@/riskChecker/texts'
import { CACHE_TAGS, globalTag } from './cacheTags'

/**
 * The site's readers of Payload globals, each cached until the global is saved (its afterChange
 * hook clears globalTag(slug)) or a picture changes. Server code that must see the latest
 * value (form and donation handlers, jobs) reads through Payload directly instead.
 */

type GlobalSlug = keyof Config['globals']

function cachedGlobal<S extends GlobalSlug>(slug: S, depth: number): () => Promise<Config['globals'][S]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return (await payload.findGlobal({ slug, depth })) as Config['globals'][S]
    },
    [slug, String(depth)],
    { tags: [globalTag(slug), CACHE_TAGS.media] },
  )
}

/** The organisation's name, contacts, logos and own host names: the frame of every page. */
export const getSiteSettings = cachedGlobal('site-settings', 1)
/** The menus as stored; getNavTree gives them ready to render. */
export const getNavigation = cachedGlobal('navigation', 0)
/** Partner logos, vision, initiatives and photo of the home page. */
export const getHomePage = cachedGlobal('home-page', 1)
export const getAnnualReport = cachedGlobal('annual-report', 1)
/** Texts, links and files of the support group, newsletter, Butts in Motion, team, grants, mission and contact pages. */
export const getSupportAndAbout = cachedGlobal('support-and-about', 1)
/** The forms' success texts. */
export const getFormSettings = cachedGlobal('form-settings', 0)
/** Receipt signatory, tax contact and the alternative ways to give. */
export const getDonationSettings = cachedGlobal('donation-settings', 1)
/** The video library's page text and Subscribe link. */
export const getVideoSettings = cachedGlobal('video-settings', 0)

export async function getNavTree() {
  return buildNavTree(await getNavigation())
}

/** Host names that count as this site (links to them open in the same tab). */
export async function getOwnHosts(): Promise<string[]> {
  const settings = await getSiteSettings()
  return (settings.ownHosts ?? []).map((h) => h.host)
}

/** The risk checker's texts, stored over the first texts (empty fields fall back). */
const cachedRiskChecker = cachedGlobal('risk-checker', 0)
export async function getRiskChecker() {
  const stored = await cachedRiskChecker()
  return { texts: mergeTexts(stored), lastReviewed: stored.lastReviewed ?? null }
}

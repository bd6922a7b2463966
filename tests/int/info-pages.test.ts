/**
 * The information pages seed (src/seed/infoPages) through the whole demo seed, on a real
 * Payload with a temporary SQLite file: every route-map address under /about-prostate-cancer
 * is a published page, each spec fact is on its page, the structures the spec names are
 * there, every seeded video has a local poster, and a second run changes nothing.
 * Databases: SQLite.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@/payload-types'
import { checkReferenceUrl, isBareHomePage } from '@/infoPages/references'
import { nextReviewDueAfter } from '@/infoPages/reviewSchedule'
import { findReviewsDue } from '@/infoPages/reviewsDue'
import { demoNavigation } from '@/seed/navigation'
import type { TestPayload } from '../helpers/payload'
import { startSeededPayload } from '../helpers/seededDemo'
import { INFORMATION_SECTIONS } from '../helpers/spec'

let ctx: TestPayload | undefined
let payload: Payload
let staff: User

const ABOUT = '/about-prostate-cancer'

/** The route map under /about-prostate-cancer, without the video library (another area's page). */
const ROUTE_MAP = INFORMATION_SECTIONS
/** The root itself stays a draft: visitors get the menu's landing page there (see tests/e2e/preview.test.ts). */
const INFO_PATHS = [
  ...Object.entries(ROUTE_MAP).flatMap(([section, pages]) => [
    `${ABOUT}/${section}`,
    ...pages.map((p) => `${ABOUT}/${section}/${p}`),
  ]),
]
const p = (section: string, page: string) => `${ABOUT}/${section}/${page}`

/** Each fact the information pages must state, exactly as it must appear, and its page. */
const FACTS: [path: string, text: string][] = [
  [p('diagnosis-and-staging', 'the-psa-test-and-the-dre'), '$37 in BC and $35 in Ontario'],
  [p('diagnosis-and-staging', 'the-psa-test-and-the-dre'), 'not covered by provincial plans'],
  [p('diagnosis-and-staging', 'the-psa-test-and-the-dre'), 'men over 45 start a discussion'],
  [p('what-is-prostate-cancer', 'statistics'), 'About 85% of new cases are potentially curable'],
  [p('diagnosis-and-staging', 'grading-and-staging'), 'Low risk needs all three: T1-2a, GGG1 and PSA under 10'],
  [p('diagnosis-and-staging', 'grading-and-staging'), 'Intermediate risk is T2b-c, GGG2-3 or PSA 10-20'],
  [p('diagnosis-and-staging', 'grading-and-staging'), 'High risk is T3a-T4, GGG4-5 or PSA over 20'],
  [p('diagnosis-and-staging', 'biopsy-and-imaging'), '6-12 cores'],
  [p('diagnosis-and-staging', 'biopsy-and-imaging'), 'The risk of infection is 1-4%'],
  [p('treatment', 'treatment-for-localized-prostate-cancer'), 'needs about 30 treatments'],
  [p('what-is-prostate-cancer', 'statistics'), '1 in 8 Canadian men will be diagnosed'],
  [p('what-is-prostate-cancer', 'statistics'), '1 in 5 of all new cancers in Canadian men'],
  [p('what-is-prostate-cancer', 'statistics'), '1 in 29 Canadian men will die'],
  [p('what-is-prostate-cancer', 'risk-factors'), 'in his 50s has a 1 in 111 chance'],
  [p('what-is-prostate-cancer', 'risk-factors'), 'in his 60s has a 1 in 30 chance'],
  [p('what-is-prostate-cancer', 'risk-factors'), 'Black men are 76% more likely to be diagnosed'],
  [p('what-is-prostate-cancer', 'risk-factors'), '2.3 times more likely to die'],
  [p('what-is-prostate-cancer', 'risk-factors'), 'men over 45 start a discussion'],
  [p('diagnosis-and-staging', 'biopsy-and-imaging'), 'private PSMA PET-CT scan has been stated to cost $3200'],
  // The spec's 15 weeks is out of date: up to 26 weeks for claims from December 18, 2022.
  [p('living-with-prostate-cancer', 'more-resources'), 'EI sickness benefit is paid for up to 26 weeks'],
  [p('living-with-prostate-cancer', 'more-resources'), 'claims started on or after December 18, 2022'],
  ['/get-support/more-resources-for-patients', 'paid for up to 26 weeks'],
  ['/get-support/more-resources-for-patients', 'on or after December 18, 2022'],
]

/**
 * Numbers the pages may contain: the spec's facts, the classification names (Gleason grades,
 * Grade Groups), the crisis line, the demo's review date, and the current EI rule (26 weeks since
 * December 18, 2022, up from the spec's 15). Reference marks ("[3]") are not figures. Anything
 * else would be a figure nobody checked.
 */
const ALLOWED_NUMBERS = new Set(
  ['0', '37', '35', '45', '85', '1', '2', '3', '4', '5', '8', '9', '10', '20', '111', '29', '30', '50', '60', '76', '2.3', '3200', '15', '6', '12', '2026', '26', '18', '2022'],
)
const GLOSSARY = `${ABOUT}/glossary`
const DAY = 24 * 60 * 60 * 1000

async function pageAt(path: string): Promise<Page | undefined> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    overrideAccess: false,
    depth: 1,
    limit: 1,
  })
  return docs[0]
}

const SKIP_KEYS = new Set(['id', 'blockType', 'url', 'video', 'format', 'type', 'version', 'direction', 'mode', 'style', 'tag', 'listType'])

/** Every string a visitor reads in a value (rich text included), leaving out ids, addresses and Lexical's own fields. */
function readable(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(readable)
  if (!value || typeof value !== 'object') return []
  if ('mimeType' in value) return [] // a populated media document
  return Object.entries(value).flatMap(([key, v]) => (typeof v === 'string' ? (SKIP_KEYS.has(key) ? [] : [v]) : readable(v)))
}

const pageText = (page: Page | undefined) => readable([page?.title, page?.hero, page?.layout]).join(' ')

beforeAll(async () => {
  ctx = await startSeededPayload()
  payload = ctx.payload
  const users = await payload.find({ collection: 'users', limit: 1, depth: 0 })
  staff = users.docs[0] ?? (await payload.create({ collection: 'users', data: { email: 'reviewer@example.org', password: 'a-long-test-password-1' } as never }))
  // The whole demo seed: about a minute on SQLite, longer on PostgreSQL (int-pg) on a busy machine.
}, 300_000)

afterAll(async () => {
  await ctx?.stop()
})

describe('information pages seed', () => {
  it('publishes every route-map address under /about-prostate-cancer', async () => {
    expect(INFO_PATHS).toHaveLength(24)
    const missing: string[] = []
    for (const path of INFO_PATHS) {
      const page = await pageAt(path)
      if (page?._status !== 'published') missing.push(path)
    }
    expect(missing).toEqual([])
  })

  it.each(FACTS)('%s states "%s"', async (path, fact) => {
    expect(pageText(await pageAt(path))).toContain(fact)
  })

  it('writes no figures beyond the spec’s', async () => {
    const found = new Map<string, string>()
    for (const path of [...INFO_PATHS, '/get-support/more-resources-for-patients']) {
      for (const n of pageText(await pageAt(path)).replace(/\[\d+\]/g, '').match(/\d+(?:\.\d+)?/g) ?? []) if (!ALLOWED_NUMBERS.has(n)) found.set(n, path)
    }
    expect(Object.fromEntries(found)).toEqual({})
  })

  it('ends every information page with a review date and sources', async () => {
    for (const path of INFO_PATHS) {
      const page = await pageAt(path)
      expect(page?.lastReviewed, path).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(page?.sources?.length, path).toBeGreaterThan(0)
    }
  })

  it('orders each section for its page list', async () => {
    for (const [section, slugs] of Object.entries(ROUTE_MAP)) {
      const index = await pageAt(`${ABOUT}/${section}`)
      expect(index?.listSubpages).toBe(true)
      // A section address shows its menu label as its heading, page or not.
      expect(index?.title).toBe(demoNavigation[0]!.children!.find((c) => c.slug === section)?.label)
      const { docs } = await payload.find({
        collection: 'pages',
        where: { parent: { equals: index!.id } },
        sort: 'pageOrder',
        depth: 0,
        overrideAccess: false,
      })
      expect(docs.map((d) => d.slug)).toEqual(slugs)
    }
  })

  it('gives the PSA page its kit link, a four-item FAQ with the flowchart, and a video', async () => {
    const page = await pageAt(p('diagnosis-and-staging', 'the-psa-test-and-the-dre'))
    const faq = page?.layout?.find((b) => b.blockType === 'accordion' && b.heading === 'PSA Test FAQ')
    expect(faq?.blockType === 'accordion' && faq.items.map((i) => i.title)).toEqual([
      'What should I know before the test?',
      'Should I get checked?',
      'Is the test covered?',
      'Why is the test controversial?',
    ])
    const checked = faq?.blockType === 'accordion' ? faq.items[1] : undefined
    expect(typeof checked?.image === 'object' && checked.image?.filename).toBe('psa-decision-flowchart.png')
    expect(JSON.stringify(faq)).toContain('/about-prostate-cancer/what-is-prostate-cancer/risk-factors')
    expect(JSON.stringify(page?.layout)).toContain('/get-support/reef-knot-kits')
    expect(page?.layout?.some((b) => b.blockType === 'videoEmbed')).toBe(true)
  })

  it('gives grading and staging the risk table and the expandable category block', async () => {
    const page = await pageAt(p('diagnosis-and-staging', 'grading-and-staging'))
    const table = page?.layout?.find((b) => b.blockType === 'table')
    expect(table?.blockType === 'table' && table.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Low', 'T1-2a', 'GGG1', 'PSA under 10'],
      ['Intermediate', 'T2b-c', 'GGG2-3', 'PSA 10-20'],
      ['High', 'T3a-T4', 'GGG4-5', 'PSA over 20'],
    ])
    const expand = page?.layout?.find((b) => b.blockType === 'readMore')
    expect(expand?.blockType === 'readMore' && expand.buttonLabel).toBe('Expand To Know About Each Category')
    expect(JSON.stringify(expand)).toMatch(/Gleason[\s\S]*T4/)
    expect(page?.layout?.some((b) => b.blockType === 'mediaBlock')).toBe(true)
  })

  it('invites readers to peer support on every treatment page', async () => {
    for (const slug of ROUTE_MAP.treatment!) {
      const page = await pageAt(p('treatment', slug))
      const invite = page?.layout?.find((b) => b.blockType === 'peerSupportInvite')
      expect(invite?.blockType === 'peerSupportInvite' && invite.link.url, slug).toBe('/get-support/peer-support')
    }
  })

  it('shares the living-with hero and links each living-with page to the four support pages', async () => {
    for (const slug of ROUTE_MAP['living-with-prostate-cancer']!) {
      const page = await pageAt(p('living-with-prostate-cancer', slug))
      expect(page?.hero?.heading).toBe('Living with prostate cancer')
      const text = JSON.stringify(page?.layout)
      for (const target of ['reef-knot-kits', 'support-groups', 'peer-support', 'more-resources-for-patients']) {
        expect(text, `${slug} → ${target}`).toContain(`"/get-support/${target}"`)
      }
    }
  })

  it('puts six videos in the slider on sex-with-and-after-cancer', async () => {
    const page = await pageAt(p('living-with-prostate-cancer', 'sex-with-and-after-cancer'))
    const slider = page?.layout?.find((b) => b.blockType === 'videoSlider')
    expect(slider?.blockType === 'videoSlider' && slider.videos.length).toBe(6)
  })

  it('gives every seeded video a local poster image', async () => {
    const { docs } = await payload.find({ collection: 'pages', depth: 1, pagination: false, overrideAccess: true })
    let videos = 0
    for (const page of docs) {
      for (const block of page.layout ?? []) {
        const items = block.blockType === 'videoEmbed' ? [block] : block.blockType === 'videoSlider' ? block.videos : []
        for (const item of items) {
          videos++
          expect(typeof item.poster === 'object' && item.poster?.mimeType, `${page.path}: ${item.title}`).toMatch(/^image\//)
        }
      }
    }
    expect(videos).toBeGreaterThan(20)
  })

  it('publishes the support pages of this area, with the six resource sections', async () => {
    for (const path of [
      '/get-support/more-resources-for-patients',
      '/get-support/more-resources',
      '/get-support/more-resources/if-i-were-tom',
      '/get-support/more-resources/butts-in-motion-fitness',
      '/get-support/more-resources/external-resources',
      '/get-support/if-i-were-tom',
    ]) {
      expect((await pageAt(path))?._status, path).toBe('published')
    }
    const page = await pageAt('/get-support/more-resources-for-patients')
    const sections = page?.layout?.find((b) => b.blockType === 'accordion')
    expect(sections?.blockType === 'accordion' && sections.items.map((i) => i.title)).toEqual([
      'Financial help',
      'Education and wellness programs',
      'Media',
      'Advance planning',
      'Trials and studies',
      'Privately provided health services',
    ])
    expect(JSON.stringify(sections).match(/"url":"https:\/\//g)?.length).toBeGreaterThanOrEqual(6)
    expect(page?.layout?.some((b) => b.blockType === 'videoEmbed')).toBe(true)
    const tom = await pageAt('/get-support/if-i-were-tom')
    expect(JSON.stringify(tom?.layout)).toMatch(/"url":"https:\/\/[^"]+"/)
  })

  it('creates nothing on a second run', async () => {
    const before = await payload.count({ collection: 'pages', overrideAccess: true })
    const media = await payload.count({ collection: 'media', overrideAccess: true })
    const { seed } = await import('@/seed')
    await seed(payload)
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(media.totalDocs)
  })
})

describe('references and review of the information pages', () => {
  const MEDICAL_PATHS = [...INFO_PATHS, GLOSSARY]

  it('lists specific references on every medical page, none a bare home page', async () => {
    for (const path of MEDICAL_PATHS) {
      const page = await pageAt(path)
      expect(page?.sources?.length, path).toBeGreaterThan(0)
      for (const source of page?.sources ?? []) {
        expect(isBareHomePage(source.url), `${path}: ${source.url}`).toBe(false)
        expect(checkReferenceUrl(source.url), `${path}: ${source.url}`).toBe(true)
      }
    }
  })

  it('refuses a home page as a reference', async () => {
    const page = await pageAt(p('what-is-prostate-cancer', 'statistics'))
    await expect(
      payload.update({
        collection: 'pages',
        id: page!.id,
        data: { sources: [{ title: 'Canadian Cancer Society', publisher: 'Canadian Cancer Society', url: 'https://cancer.ca' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Address/)
    expect((await pageAt(p('what-is-prostate-cancer', 'statistics')))?.sources?.[0]?.url).not.toBe('https://cancer.ca')
  })

  it('shows the notes for the medical reviewer to staff only', async () => {
    const path = p('what-is-prostate-cancer', 'risk-factors')
    // A visitor's read (no user) gets no notes; staff get them.
    expect((await pageAt(path))?.reviewNotes ?? []).toEqual([])
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      overrideAccess: false,
      user: staff,
      depth: 0,
    })
    expect(docs[0]?.reviewNotes?.map((n) => n.figure).join(' ')).toContain('1 in 111')
  })

  it('records the placeholder reviewer and schedules the next review 12 months on', async () => {
    for (const path of INFO_PATHS) {
      const page = await pageAt(path)
      expect(page?.reviewedBy?.name, path).toMatch(/^Placeholder reviewer/)
      expect(page?.reviewedBy?.role, path).toBeTruthy()
      expect(page?.nextReviewDue, path).toBe(nextReviewDueAfter(page!.lastReviewed))
    }
  })

  it('lists the pages whose review is overdue or due within 30 days', async () => {
    const reviewed = new Date((await pageAt(INFO_PATHS[1]!))!.lastReviewed!)
    // Today, a few days after the seed's review: nothing is due.
    expect(await findReviewsDue(payload, new Date(reviewed.getTime() + 5 * DAY), staff)).toEqual([])
    // 20 days before the reviews fall due: every reviewed page is due soon.
    const soon = await findReviewsDue(payload, new Date(new Date(nextReviewDueAfter(reviewed)!).getTime() - 20 * DAY), staff)
    expect(soon.length).toBeGreaterThanOrEqual(INFO_PATHS.length)
    expect(new Set(soon.map((r) => r.state))).toEqual(new Set(['due-soon']))

    // A review moved back 13 months makes its page overdue at once, and first in the list.
    const path = p('treatment', 'when-your-cancer-returns')
    const page = await pageAt(path)
    const longAgo = new Date(reviewed)
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 13)
    const updated = await payload.update({ collection: 'pages', id: page!.id, data: { lastReviewed: longAgo.toISOString() }, overrideAccess: true })
    expect(updated.nextReviewDue).toBe(nextReviewDueAfter(longAgo))
    const due = await findReviewsDue(payload, new Date(reviewed.getTime() + 5 * DAY), staff)
    expect(due.map((r) => [r.path, r.state])).toEqual([[path, 'overdue']])
    expect(due[0]?.reviewer).toMatch(/^Placeholder reviewer/)

    // An editor may set an earlier check themselves: kept as given.
    const early = new Date(reviewed.getTime() + 20 * DAY).toISOString()
    const kept = await payload.update({ collection: 'pages', id: page!.id, data: { lastReviewed: page!.lastReviewed, nextReviewDue: early }, overrideAccess: true })
    expect(kept.nextReviewDue).toBe(early)
    expect((await findReviewsDue(payload, new Date(reviewed.getTime() + 5 * DAY), staff)).map((r) => r.state)).toEqual(['due-soon'])
    await payload.update({ collection: 'pages', id: page!.id, data: { nextReviewDue: page!.nextReviewDue }, overrideAccess: true })
  })
})

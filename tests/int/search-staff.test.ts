/**
 * What staff control and learn, against a real Payload on a temporary SQLite database:
 * synonyms and zero-result picks saved in the Search settings apply to the next search, and
 * the search figures hold counts per query and day with nothing that identifies a visitor.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { searchSite, type SearchResponse } from '@/search/searchSite'
import { rebuildSearchIndex } from '@/search/store'
import { THESAURUS } from '@/search/thesaurus'
import { addThesaurusToSavedSearchSettings } from '@/search/thesaurusUpgrade'
import { readSearchInsights, recordSearch } from '@/search/analytics'
import { paragraph, richText } from '@/seed/lexical'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
const context = { disableRevalidate: true }

type Ok = Extract<SearchResponse, { status: 'ok' }>

async function search(value: string, options?: { record?: boolean }): Promise<Ok> {
  const response = await searchSite(payload, { value }, options)
  if (response.status !== 'ok') throw new Error(`expected results, got ${response.status}`)
  return response
}
const titles = async (value: string) => (await search(value)).results.map((r) => r.title)

async function createPage(title: string, slug: string, text: string, status: 'published' | 'draft' = 'published') {
  return payload.create({
    collection: 'pages',
    data: { title, slug, _status: status, layout: [{ blockType: 'richText', content: richText(paragraph(text)) }] } as never,
    overrideAccess: true,
    draft: status === 'draft',
    context,
  })
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  await createPage('Pelvic floor basics', 'pelvic-floor-basics', 'Daily exercises can ease leaking after surgery.')
  await createPage('Blood tests', 'blood-tests', 'The prostate-specific antigen test measures a protein in the blood.')
  await rebuildSearchIndex(payload)
})

afterAll(async () => {
  await ctx?.stop()
})

describe('synonyms staff edit', () => {
  it('uses the starting list until staff save their own', async () => {
    expect(await titles('PSA')).toEqual(['Blood tests'])
  })

  it('applies a saved list to the next search, without a restart', async () => {
    expect(await titles('clench')).toEqual([])
    await payload.updateGlobal({
      slug: 'search-settings',
      data: { synonyms: [{ words: 'Clench, pelvic floor' }] },
      overrideAccess: true,
      context,
    })
    expect(await titles('clench')).toEqual(['Pelvic floor basics'])
    // The starting list no longer applies once staff have saved theirs.
    expect(await titles('PSA')).toEqual([])

    await payload.updateGlobal({ slug: 'search-settings', data: { synonyms: [] }, overrideAccess: true, context })
    expect(await titles('clench')).toEqual([])
  })

  it('keeps the settings through a rebuild from the database', async () => {
    await payload.updateGlobal({ slug: 'search-settings', data: { synonyms: [{ words: 'clench, pelvic floor' }] }, overrideAccess: true, context })
    await rebuildSearchIndex(payload)
    expect(await titles('clench')).toEqual(['Pelvic floor basics'])
  })
})

describe('settings saved before the thesaurus (the data migration)', () => {
  it('takes the thesaurus in, keeping staff\'s own lines and dropping the earlier starting lines', async () => {
    const lines = async () => ((await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })).synonyms ?? []).map((row) => row.words)
    await payload.updateGlobal({
      slug: 'search-settings',
      data: { synonyms: [{ words: 'fatigue, tiredness' }, { words: 'clench, pelvic floor' }] },
      overrideAccess: true,
      context,
    })
    expect(await addThesaurusToSavedSearchSettings(payload)).toBe(THESAURUS.length)
    expect(await lines()).toEqual(['clench, pelvic floor', ...THESAURUS])
    expect(await titles('clench')).toEqual(['Pelvic floor basics'])
    // Once in, a second run changes nothing.
    expect(await addThesaurusToSavedSearchSettings(payload)).toBe(0)
    expect(await lines()).toEqual(['clench, pelvic floor', ...THESAURUS])
  })

  it('replaces the earlier version of a line the thesaurus now extends, keeping a line staff changed', async () => {
    const lines = async () => ((await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })).synonyms ?? []).map((row) => row.words)
    // An earlier version of a line: the same line with fewer phrases at its end.
    const extended = THESAURUS.find((line) => line.startsWith('incontinence,'))!
    const earlier = extended.split(', ').slice(0, 3).join(', ')
    const rest = THESAURUS.filter((line) => line !== extended)
    await payload.updateGlobal({
      slug: 'search-settings',
      data: { synonyms: [earlier, 'clench, pelvic floor, squeeze', ...rest].map((words) => ({ words })) },
      overrideAccess: true,
      context,
    })
    expect(await addThesaurusToSavedSearchSettings(payload)).toBe(1)
    expect(await lines()).toEqual(['clench, pelvic floor, squeeze', ...rest, extended])
  })

  it.each([
    // As it read when "inheritance" counted as leaving money.
    ['leave money,', (line: string) => line.replace('charity in my will, ', 'charity in my will, inheritance, ')],
    // As it read before "blue" became "feeling blue", and before its last phrases were added.
    ['depression,', () => 'depression, depressed, low mood, feeling low, sadness, sad, blue'],
  ])('replaces an earlier version of the line starting %j, which the thesaurus has since changed', async (start, earlierOf) => {
    const lines = async () => ((await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })).synonyms ?? []).map((row) => row.words)
    const changed = THESAURUS.find((line) => line.startsWith(start))!
    const earlier = earlierOf(changed)
    const rest = THESAURUS.filter((line) => line !== changed)
    await payload.updateGlobal({
      slug: 'search-settings',
      data: { synonyms: [earlier, ...rest].map((words) => ({ words })) },
      overrideAccess: true,
      context,
    })
    expect(await addThesaurusToSavedSearchSettings(payload)).toBe(1)
    expect(await lines()).toEqual([...rest, changed])
    expect(await lines()).not.toContain(earlier)
  })
})

describe('pages offered when nothing matches', () => {
  it('lists staff picks in their order, published pages only', async () => {
    const a = await createPage('Start here', 'start-here', 'What to read first.')
    const b = await createPage('Talk to someone', 'talk-to-someone', 'Peer support by phone.')
    const hidden = await createPage('Not ready', 'not-ready', 'A draft.', 'draft')
    await payload.updateGlobal({
      slug: 'search-settings',
      data: { staffPicks: [b.id, hidden.id, a.id] },
      overrideAccess: true,
      context,
    })
    const response = await search('qwertyuiop')
    expect(response.total).toBe(0)
    expect(response.staffPicks?.map((p) => [p.title, p.url])).toEqual([
      ['Talk to someone', '/talk-to-someone'],
      ['Start here', '/start-here'],
    ])
    expect((await search('pelvic')).staffPicks).toBeUndefined()
  })

  it('refuses a fourth pick', async () => {
    const pages = await payload.find({ collection: 'pages', limit: 4, depth: 0, overrideAccess: true })
    await expect(
      payload.updateGlobal({ slug: 'search-settings', data: { staffPicks: pages.docs.map((p) => p.id) }, overrideAccess: true, context }),
    ).rejects.toThrow()
  })
})

describe('search figures for staff', () => {
  it('counts queries per day, with nothing about the visitor, and never keeps an e-mail or phone number', async () => {
    await search('Pelvic  Floor', { record: true })
    await search('pelvic floor', { record: true })
    await search('zzqqxx', { record: true })
    await search('john.doe@example.org', { record: true })
    await search('250 555 0134', { record: true })
    await search('+1 604-555-0199', { record: true })
    // A pager click is not a new search.
    await searchSite(payload, { value: 'pelvic floor', page: '2' }, { record: true })

    const rows = await payload.find({ collection: 'search-queries', pagination: false, depth: 0, overrideAccess: true })
    const stored = rows.docs.map(({ query, searches, zeroResults }) => ({ query, searches, zeroResults }))
    expect(stored).toEqual(
      expect.arrayContaining([
        { query: 'pelvic floor', searches: 2, zeroResults: 0 },
        { query: 'zzqqxx', searches: 1, zeroResults: 1 },
      ]),
    )
    expect(rows.docs).toHaveLength(2)
    // Each row holds the query, the day and two counts: no address, cookie, user or time.
    for (const row of rows.docs) {
      expect(Object.keys(row).sort()).toEqual(['day', 'id', 'query', 'searches', 'zeroResults'])
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    const everything = JSON.stringify(rows.docs)
    expect(everything).not.toMatch(/example\.org|555|127\.0\.0\.1/)
  })

  it('shows staff the top and zero-result queries of the last 30 days, with counts', async () => {
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    await recordSearch(payload, 'pelvic floor', 3, daysAgo(3))
    await recordSearch(payload, 'walk', 5, daysAgo(29))
    await recordSearch(payload, 'zzqqxx', 0, daysAgo(10))
    await recordSearch(payload, 'old news', 0, daysAgo(40))
    const insights = await readSearchInsights(payload, now)
    expect(insights.top).toEqual([
      { query: 'pelvic floor', searches: 3 },
      { query: 'zzqqxx', searches: 2 },
      { query: 'walk', searches: 1 },
    ])
    expect(insights.zeroResults).toEqual([{ query: 'zzqqxx', searches: 2 }])
  })

  it('lets only signed-in staff read the figures', async () => {
    await expect(payload.find({ collection: 'search-queries', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'search-queries', data: { query: 'x', day: '2026-01-01', searches: 1, zeroResults: 0 }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

/**
 * The search index against a real Payload on a temporary SQLite database: publishing, editing,
 * unpublishing and deleting change the results at once; drafts never match.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { searchSite, type SearchResponse } from '@/search/searchSite'
import { rebuildSearchIndex } from '@/search/store'
import { paragraph, richText } from '@/seed/lexical'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  await rebuildSearchIndex(payload)
})

afterAll(async () => {
  await ctx?.stop()
})

type Ok = Extract<SearchResponse, { status: 'ok' }>

async function search(value: string, page?: number): Promise<Ok> {
  const response = await searchSite(payload, { value, page: page ? String(page) : undefined })
  if (response.status !== 'ok') throw new Error(`expected results, got ${response.status}`)
  return response
}

const titles = async (value: string) => (await search(value)).results.map((r) => r.title)

const layoutWith = (text: string) => [{ blockType: 'richText' as const, content: richText(paragraph(text)) }]

describe('search follows the content', () => {
  it('finds a page once it is published, by title and by block text, with a highlighted snippet', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Pelvic floor basics', slug: 'pelvic-floor-basics', _status: 'published', layout: layoutWith('Daily exercises can ease incontinence after surgery.') } as never,
      overrideAccess: true,
      context,
    })
    expect(await titles('pelvic floor')).toEqual(['Pelvic floor basics'])
    const result = (await search('INCONTINENCE')).results[0]!
    expect(result).toMatchObject({ kind: 'page', kindLabel: 'Page', url: '/pelvic-floor-basics' })
    expect(result.snippet.match).toBe('incontinence')
    expect(result.snippet.before).toContain('Daily exercises can ease ')

    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Bladder control' }, overrideAccess: true, context })
    expect(await titles('pelvic floor')).toEqual([])
    expect(await titles('bladder control')).toEqual(['Bladder control'])

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } as never, overrideAccess: true, context })
    expect(await titles('bladder control')).toEqual([])

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } as never, overrideAccess: true, context })
    expect(await titles('bladder control')).toEqual(['Bladder control'])

    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, context })
    expect(await titles('bladder control')).toEqual([])
  })

  it('never finds drafts, and keeps the published text while a newer draft is being edited', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Secret draft about zebras', slug: 'zebras', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(await titles('zebras')).toEqual([])

    const live = await payload.create({
      collection: 'pages',
      data: { title: 'Sleep and rest', slug: 'sleep-and-rest', _status: 'published', layout: layoutWith('Naps are fine.') } as never,
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: live.id,
      data: { title: 'Sleep and giraffes', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(await titles('giraffes')).toEqual([])
    expect(await titles('sleep and rest')).toEqual(['Sleep and rest'])
  })

  it('rebuilds from the database with the same results', async () => {
    const before = await titles('sleep')
    await rebuildSearchIndex(payload)
    expect(await titles('sleep')).toEqual(before)
  })

  it('pages results by 8 and clamps a page number past the end', async () => {
    for (let i = 1; i <= 10; i++) {
      await payload.create({
        collection: 'pages',
        data: { title: `Quokkabridge walking group ${String(i).padStart(2, '0')}`, slug: `walking-${i}`, _status: 'published' } as never,
        overrideAccess: true,
        context,
      })
    }
    const first = await search('quokkabridge')
    expect(first).toMatchObject({ total: 10, totalPages: 2, page: 1, pages: [1, 2] })
    expect(first.results).toHaveLength(8)
    const second = await search('quokkabridge', 2)
    expect(second.results.map((r) => r.title)).toEqual(['Quokkabridge walking group 09', 'Quokkabridge walking group 10'])
    expect((await search('quokkabridge', 7)).page).toBe(2)
  })

  it('answers the spec’s message for no match, and searches a question without # ? * ( )', async () => {
    expect(await searchSite(payload, { value: 'qwertyuiop' })).toMatchObject({
      status: 'ok',
      total: 0,
      message: 'No results. Please try other words.',
    })
    expect(await searchSite(payload, { value: 'stage (2)?' })).toMatchObject({ status: 'ok', query: 'stage 2' })
    expect(await searchSite(payload, { value: '  ' })).toEqual({ status: 'empty' })
    expect(await searchSite(payload, { value: '(?)' })).toEqual({ status: 'empty' })
  })
})

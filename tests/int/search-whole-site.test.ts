/**
 * Search covers the whole site: the pages built from globals or code, videos,
 * grantees, a team member's group, the menu's labels and landing pages; each follows staff's
 * edits without a restart (no rebuild is called after the first), and the screens that must
 * stay out (receipt, thank-you, error screens, drafts) are never results.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { searchSite, type SearchResponse } from '@/search/searchSite'
import { rebuildSearchIndex, getSearchIndex } from '@/search/store'
import { isExcludedFromSearch } from '@/search/sitePages'
import { paragraph, richText } from '@/seed/lexical'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
const write = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  await rebuildSearchIndex(payload)
})

afterAll(async () => {
  await ctx?.stop()
})

async function results(value: string) {
  const response: SearchResponse = await searchSite(payload, { value })
  if (response.status !== 'ok') throw new Error(`expected results, got ${response.status}`)
  return response.results.map((r) => ({ title: r.title, url: r.url, kind: r.kind }))
}
const urls = async (value: string) => (await results(value)).map((r) => r.url)

describe('pages built from globals', () => {
  it('finds the annual report by its title first, and by the words of its global; a save changes them at once', async () => {
    await payload.updateGlobal({
      slug: 'annual-report',
      data: { year: 2024, intro: 'Our year of the quillowby walk.', revenue: [{ label: 'Bequests', amount: 10 }] },
      ...write,
    })
    expect((await urls('annual report'))[0]).toBe('/about-us/annual-report')
    expect(await urls('quillowby')).toEqual(['/about-us/annual-report'])

    await payload.updateGlobal({ slug: 'annual-report', data: { intro: 'Our year of the marrowdene ride.' }, ...write })
    expect(await urls('quillowby')).toEqual([])
    expect(await urls('marrowdene')).toEqual(['/about-us/annual-report'])
  })

  it('finds the text of a tab of Support and About on its page (councils, newsletters)', async () => {
    await payload.updateGlobal({
      slug: 'support-and-about',
      data: { supportGroups: { councils: richText(paragraph('Leaders meet at the brimblecombe hall.')) }, newsletters: { intro: 'Read the ostrafield issue.' } } as never,
      ...write,
    })
    expect(await urls('brimblecombe')).toEqual(['/get-support/support-group-councils'])
    expect(await urls('ostrafield')).toEqual(['/get-support/more-resources/newsletters'])
  })

  it('takes the video library’s heading from Video Library Settings', async () => {
    await payload.updateGlobal({ slug: 'video-settings', data: { heading: 'Watch and learn', intro: 'Short films about prostate cancer.' }, ...write })
    const found = await results('watch and learn')
    expect(found[0]).toEqual({ title: 'Watch and learn', url: '/about-prostate-cancer/video-library', kind: 'page' })
  })
})

describe('videos, grantees and team members', () => {
  it('finds a video by title, description and playlist, in the library filtered to it; an edit and a removal follow', async () => {
    const playlist = await payload.create({ collection: 'playlists', data: { title: 'Zephyrine talks' } as never, ...write })
    const video = await payload.create({
      collection: 'library-videos',
      data: { title: 'Walking after surgery', videoId: 'abcdefghijk', description: 'A physiotherapist on the tamborine stretch.', playlists: [playlist.id], _status: 'published' } as never,
      ...write,
    })
    const expected = { title: 'Walking after surgery', url: '/about-prostate-cancer/video-library?q=Walking+after+surgery', kind: 'video' }
    expect(await results('tamborine')).toEqual([expected])
    expect(await results('zephyrine')).toEqual([expected])

    await payload.update({ collection: 'playlists', id: playlist.id, data: { title: 'Grommelsby talks' } as never, ...write })
    expect(await results('zephyrine')).toEqual([])
    expect(await results('grommelsby')).toEqual([expected])

    await payload.update({ collection: 'library-videos', id: video.id, data: { description: 'A physiotherapist on the kettleburn stretch.' } as never, ...write })
    expect(await results('tamborine')).toEqual([])
    expect(await results('kettleburn')).toEqual([expected])

    await payload.update({ collection: 'library-videos', id: video.id, data: { _status: 'draft' } as never, ...write })
    expect(await results('kettleburn')).toEqual([])
  })

  it('finds a grantee by name and project, on the Grants page at the grantee’s card; an edit follows; never a draft', async () => {
    const grantee = await payload.create({
      collection: 'grantees',
      data: { title: 'Dr. Imogen Vasquez', projectTitle: 'Pellucidine imaging study', _status: 'published' } as never,
      ...write,
    })
    const expected = { title: 'Dr. Imogen Vasquez', url: `/our-impact/grants#grantee-${grantee.id}`, kind: 'grantee' }
    expect(await results('pellucidine')).toEqual([expected])
    expect(await results('imogen vasquez')).toEqual([expected])

    await payload.update({ collection: 'grantees', id: grantee.id, data: { projectTitle: 'Sorrelwick biomarker study' } as never, ...write })
    expect(await results('pellucidine')).toEqual([])
    expect(await results('sorrelwick')).toEqual([expected])

    await payload.create({ collection: 'grantees', data: { title: 'Hidden grantee', projectTitle: 'Sorrelwick draft', _status: 'draft' } as never, draft: true, ...write })
    expect(await results('sorrelwick')).toEqual([expected])
  })

  it('finds board members by their group and its parent ("board of directors"), and follows a group’s rename', async () => {
    const board = await payload.create({ collection: 'member-types', data: { name: 'Board' } as never, ...write })
    const director = await payload.create({ collection: 'member-types', data: { name: 'Director', parent: board.id } as never, ...write })
    await payload.create({
      collection: 'team-members',
      data: { title: 'Ravi Okonkwo', memberTypes: [director.id], professionalDesignation: 'Treasurer', _status: 'published' } as never,
      ...write,
    })
    const found = await results('board of directors')
    expect(found.slice(0, 3).map((r) => r.url)).toContain('/about-us/our-team#ravi-okonkwo')
    expect(found.slice(0, 3).map((r) => r.url)).toContain('/about-us/our-team')
    expect((await results('treasurer'))[0]?.url).toBe('/about-us/our-team#ravi-okonkwo')

    await payload.update({ collection: 'member-types', id: board.id, data: { name: 'Trustees' } as never, ...write })
    expect((await results('trustees'))[0]?.url).toBe('/about-us/our-team#ravi-okonkwo')
  })
})

describe('the menu', () => {
  it('names pages by its labels (a label equal to the query ranks the page first) and lists landing pages for addresses with no page', async () => {
    await payload.updateGlobal({
      slug: 'navigation',
      data: {
        sections: [
          {
            label: 'Get Help',
            slug: 'get-support',
            children: [
              { label: 'Meet Others', slug: 'support-groups' },
              { label: 'Gatherings Calendar', slug: 'support-groups', anchor: 'calendar' },
            ],
          },
        ],
      } as never,
      ...write,
    })
    expect((await urls('meet others'))[0]).toBe('/get-support/support-groups')
    expect((await urls('gatherings calendar'))[0]).toBe('/get-support/support-groups')
    expect((await results('get help'))[0]).toEqual({ title: 'Get Help', url: '/get-support', kind: 'page' })

    // A page published at the landing's address replaces it: one result per address.
    const page = await payload.create({ collection: 'pages', data: { title: 'Help for you', slug: 'get-support', _status: 'published' } as never, ...write })
    expect((await results('get help')).filter((r) => r.url === '/get-support')).toEqual([{ title: 'Help for you', url: '/get-support', kind: 'page' }])
    await payload.delete({ collection: 'pages', id: page.id, ...write })
    expect((await results('get help'))[0]).toEqual({ title: 'Get Help', url: '/get-support', kind: 'page' })
  })
})

describe('what stays out', () => {
  it('never lists the receipt, thank-you, payment and submission error, unsubscribe, staff or 404 screens, even as pages staff create', async () => {
    const outside = [
      '/ways-to-give/thank-you',
      '/ways-to-give/tax-receipt',
      '/ways-to-give/payment-error',
      '/ways-to-give/submission-error',
      '/newsletter/unsubscribe',
      '/staff/two-factor',
      '/page404',
    ]
    for (const path of outside) expect(isExcludedFromSearch(path), path).toBe(true)
    const parent = await payload.create({ collection: 'pages', data: { title: 'Ways', slug: 'ways-to-give', _status: 'published' } as never, ...write })
    await payload.create({
      collection: 'pages',
      data: { title: 'Thank you wollerbane', slug: 'thank-you', parent: parent.id, _status: 'published' } as never,
      ...write,
    })
    expect(await results('wollerbane')).toEqual([])
    const indexed = (await getSearchIndex(payload)).urls()
    for (const url of indexed) expect(isExcludedFromSearch(url), url).toBe(false)
    // The site's own pages are all there.
    expect(indexed).toEqual(expect.arrayContaining(['/ways-to-give/donate', '/ways-to-give/donate-online', '/about-us/contact-us', '/news']))
  })

  it('never lists a draft page', async () => {
    await payload.create({ collection: 'pages', data: { title: 'Draft gandlewick', slug: 'draft-gandlewick', _status: 'draft' } as never, draft: true, ...write })
    expect(await results('gandlewick')).toEqual([])
  })
})

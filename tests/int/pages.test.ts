/**
 * The Pages collection's address rules (src/collections/Pages/hooks/setPath.ts) against a real
 * Payload on a temporary SQLite database: paths follow the parent chain, are unique, follow a
 * moved parent (the nested-docs plugin re-saves children) and drafts stay private.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { setPath } from '@/collections/Pages/hooks/setPath'
import type { Page } from '@/payload-types'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload

const context = { disableRevalidate: true }

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.stop()
})

type NewPage = {
  title: string
  slug?: string
  parent?: number | string | null
  status?: 'draft' | 'published'
}

async function createPage({ title, slug, parent, status = 'published' }: NewPage): Promise<Page> {
  return (await payload.create({
    collection: 'pages',
    data: { title, ...(slug !== undefined ? { slug } : {}), ...(parent ? { parent } : {}), _status: status } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context,
  })) as Page
}

async function pathOf(id: number | string): Promise<string | null | undefined> {
  const doc = (await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, overrideAccess: true })) as Page
  return doc.path
}

describe('page paths', () => {
  it('gives the page with slug "home" and no parent the path "/"', async () => {
    const home = await createPage({ title: 'Home', slug: 'home' })
    expect(home.path).toBe('/')
    expect(await pathOf(home.id)).toBe('/')
  })

  it('builds a child page’s path from its parents’ slugs', async () => {
    const section = await createPage({ title: 'Get Support', slug: 'get-support' })
    const child = await createPage({ title: 'More Resources', slug: 'more-resources', parent: section.id })
    const grandchild = await createPage({ title: 'Newsletters', slug: 'newsletters', parent: child.id })

    expect(await pathOf(section.id)).toBe('/get-support')
    expect(await pathOf(child.id)).toBe('/get-support/more-resources')
    expect(await pathOf(grandchild.id)).toBe('/get-support/more-resources/newsletters')
  })

  it('keeps the parent in the path when a child is updated without mentioning its parent', async () => {
    const section = await createPage({ title: 'Get Involved', slug: 'get-involved' })
    const child = await createPage({ title: 'Volunteer', slug: 'volunteer', parent: section.id })

    await payload.update({
      collection: 'pages',
      id: child.id,
      data: { title: 'Volunteer with us' },
      overrideAccess: true,
      context,
    })
    expect(await pathOf(child.id)).toBe('/get-involved/volunteer')
  })

  it('builds the path from the slug generated from the title when no slug is given', async () => {
    const section = await createPage({ title: 'Our Impact', slug: 'our-impact' })
    const child = await createPage({ title: 'Patient Stories', parent: section.id })

    const saved = (await payload.findByID({ collection: 'pages', id: child.id, depth: 0, overrideAccess: true })) as Page
    expect(saved.slug).toBe('patient-stories')
    expect(saved.path).toBe('/our-impact/patient-stories')
  })

  it('refuses a second page with the same path, with a message naming the address', async () => {
    const section = await createPage({ title: 'Ways to Give', slug: 'ways-to-give' })
    await createPage({ title: 'Donate', slug: 'donate', parent: section.id })

    const attempt = createPage({ title: 'Donate again', slug: 'donate', parent: section.id })
    await expect(attempt).rejects.toThrow(/already has the address \/ways-to-give\/donate/)

    const same = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/ways-to-give/donate' } },
      draft: true,
      overrideAccess: true,
      depth: 0,
    })
    expect(same.totalDocs).toBe(1)
  })

  it('refuses a second home page at "/"', async () => {
    const homes = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/' } },
      overrideAccess: true,
      depth: 0,
    })
    if (homes.totalDocs === 0) await createPage({ title: 'Home', slug: 'home' })
    await expect(createPage({ title: 'Another home', slug: 'home' })).rejects.toThrow(/already has the address \/(?!\w)/)
  })

  it('also refuses a draft that would take a published page’s path', async () => {
    const section = await createPage({ title: 'About Us', slug: 'about-us' })
    await createPage({ title: 'Mission', slug: 'mission', parent: section.id })
    await expect(
      createPage({ title: 'Mission draft', slug: 'mission', parent: section.id, status: 'draft' }),
    ).rejects.toThrow(/already has the address \/about-us\/mission/)
  })

  it('allows the same slug under different parents', async () => {
    const a = await createPage({ title: 'Section A', slug: 'section-a' })
    const b = await createPage({ title: 'Section B', slug: 'section-b' })
    const underA = await createPage({ title: 'If I Were Tom', slug: 'if-i-were-tom', parent: a.id })
    const underB = await createPage({ title: 'If I Were Tom', slug: 'if-i-were-tom', parent: b.id })
    expect(await pathOf(underA.id)).toBe('/section-a/if-i-were-tom')
    expect(await pathOf(underB.id)).toBe('/section-b/if-i-were-tom')
  })

  it('updates the paths of children and grandchildren when a parent’s slug changes', async () => {
    const section = await createPage({ title: 'About Prostate Cancer', slug: 'about-prostate-cancer-old' })
    const child = await createPage({ title: 'What Is Prostate Cancer?', slug: 'what-is-prostate-cancer', parent: section.id })
    const grandchild = await createPage({ title: 'The Prostate', slug: 'the-prostate', parent: child.id })

    await payload.update({
      collection: 'pages',
      id: section.id,
      data: { slug: 'about-prostate-cancer', _status: 'published' } as never,
      overrideAccess: true,
      context,
    })

    expect(await pathOf(section.id)).toBe('/about-prostate-cancer')
    expect(await pathOf(child.id)).toBe('/about-prostate-cancer/what-is-prostate-cancer')
    expect(await pathOf(grandchild.id)).toBe('/about-prostate-cancer/what-is-prostate-cancer/the-prostate')
  })

  it('updates a page’s and its children’s paths when it moves under another parent', async () => {
    const from = await createPage({ title: 'Old Section', slug: 'old-section' })
    const to = await createPage({ title: 'New Section', slug: 'new-section' })
    const moved = await createPage({ title: 'Treatment', slug: 'treatment', parent: from.id })
    const child = await createPage({ title: 'When Your Cancer Returns', slug: 'when-your-cancer-returns', parent: moved.id })

    await payload.update({
      collection: 'pages',
      id: moved.id,
      data: { parent: to.id, _status: 'published' } as never,
      overrideAccess: true,
      context,
    })

    expect(await pathOf(moved.id)).toBe('/new-section/treatment')
    expect(await pathOf(child.id)).toBe('/new-section/treatment/when-your-cancer-returns')
  })
})

describe('reading pages without signing in', () => {
  it('shows published pages and hides drafts', async () => {
    const published = await createPage({ title: 'Published page', slug: 'published-page' })
    const draft = await createPage({ title: 'Draft page', slug: 'draft-page', status: 'draft' })

    const list = await payload.find({
      collection: 'pages',
      where: { slug: { in: ['published-page', 'draft-page'] } },
      overrideAccess: false,
      depth: 0,
      limit: 0,
    })
    expect(list.docs.map((d) => d.slug)).toEqual(['published-page'])

    // Asking for drafts explicitly does not help an anonymous visitor either.
    const drafts = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'draft-page' } },
      overrideAccess: false,
      draft: true,
      depth: 0,
    })
    expect(drafts.totalDocs).toBe(0)

    await expect(
      payload.findByID({ collection: 'pages', id: draft.id, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
    const visible = await payload.findByID({ collection: 'pages', id: published.id, overrideAccess: false, depth: 0 })
    expect(visible.title).toBe('Published page')
  })

  it('does not show the draft changes of a published page to an anonymous visitor', async () => {
    const page = await createPage({ title: 'Live title', slug: 'live-page' })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Unpublished new title', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context,
    })

    const anon = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/live-page' } },
      overrideAccess: false,
      depth: 0,
    })
    expect(anon.docs.map((d) => d.title)).toEqual(['Live title'])

    const anonDraft = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/live-page' } },
      overrideAccess: false,
      draft: true,
      depth: 0,
    })
    expect(anonDraft.docs.map((d) => d.title)).not.toContain('Unpublished new title')
  })
})

describe('parent loops', () => {
  it('refuses to make a page its own ancestor (a parent loop)', async () => {
    const top = await createPage({ title: 'Loop Top', slug: 'loop-top' })
    const below = await createPage({ title: 'Loop Below', slug: 'loop-below', parent: top.id })

    // The hook is asked directly first: if it let the loop through, a real update would
    // store it and the nested-docs plugin would then walk the parent chain forever (SQLite
    // answers synchronously, so not even the test's time limit could stop it).
    const req = await createLocalReq({ context }, payload)
    const direct = Promise.resolve().then(() =>
      setPath({
        collection: payload.collections.pages.config,
        context,
        data: { parent: below.id, slug: 'loop-top' },
        operation: 'update',
        originalDoc: top,
        req,
      } as unknown as Parameters<typeof setPath>[0]),
    )
    await expect(direct).rejects.toThrow(/own ancestor/)

    await expect(
      payload.update({
        collection: 'pages',
        id: top.id,
        data: { parent: below.id } as never,
        overrideAccess: true,
        context,
      }),
    ).rejects.toThrow(/own ancestor/)
    expect(await pathOf(top.id)).toBe('/loop-top')
  })
})

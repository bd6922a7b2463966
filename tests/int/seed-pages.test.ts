/**
 * The demo pages seed (src/seed/pages.ts) against a real Payload on a temporary SQLite file:
 * the home page at "/", the-prostate under two draft parents (so visitors still get the
 * section landing pages there), every layout block used once, and a second run changing nothing.
 * Databases: SQLite.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { pageBlocks } from '@/blocks/config'
import { checkLinkUrl } from '@/blocks/shared/linkUrl'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
let seedPages: typeof import('@/seed/pages').seedPages
const messages: string[] = []
let diagramImageId: number

const THE_PROSTATE = '/about-prostate-cancer/what-is-prostate-cancer/the-prostate'

async function pageAt(path: string, asVisitor = false): Promise<Page | undefined> {
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft: !asVisitor,
    overrideAccess: !asVisitor,
    depth: 1,
    limit: 1,
  })
  return result.docs[0]
}

/** Fields whose values visitors read: text nodes in rich text, and the blocks' own text fields. */
const READABLE_KEYS = new Set(['text', 'heading', 'title', 'caption', 'summary', 'buttonLabel', 'label', 'description', 'intro'])

/** Every visitor-readable string in a value (rich text included). */
function readableText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(readableText)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'string' ? (READABLE_KEYS.has(key) ? [v] : []) : readableText(v),
  )
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  ;({ seedPages } = await import('@/seed/pages'))
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8f1fa' } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Placeholder diagram' },
    file: { data: png, mimetype: 'image/png', name: 'diagram-test.png', size: png.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  diagramImageId = media.id
  await seedPages(payload, (m) => messages.push(m), { diagramImageId })
})

afterAll(async () => {
  await ctx?.stop()
})

describe('seedPages', () => {
  it('publishes the home page at "/"', async () => {
    const home = await pageAt('/', true)
    expect(home?.title).toBe('Home')
    expect(home?.layout?.map((b) => b.blockType)).toEqual(['richText'])
  })

  it('puts the-prostate under draft parents, which visitors never see', async () => {
    const page = await pageAt(THE_PROSTATE, true)
    expect(page?._status).toBe('published')
    for (const path of ['/about-prostate-cancer', '/about-prostate-cancer/what-is-prostate-cancer']) {
      expect((await pageAt(path))?._status).toBe('draft')
      expect(await pageAt(path, true)).toBeUndefined()
    }
  })

  it('uses every content block on the-prostate, with its meta and hero', async () => {
    const page = await pageAt(THE_PROSTATE, true)
    const used = new Set(page?.layout?.map((b) => b.blockType))
    // Forms have pages of their own (src/seed/forms.ts); a medical page holds none.
    const contentBlocks = pageBlocks.map((b) => b.slug).filter((slug) => slug !== 'formBlock')
    expect([...used].sort()).toEqual(contentBlocks.sort())
    expect(page?.meta?.title).toBe('The prostate')
    expect(page?.meta?.description).toBeTruthy()
    expect(page?.hero?.intro).toBeTruthy()
    const image = page?.layout?.find((b) => b.blockType === 'mediaBlock')
    expect(image && typeof image.media === 'object' ? image.media.id : image?.media).toBe(diagramImageId)
  })

  it('links only to addresses the link fields accept', async () => {
    const page = await pageAt(THE_PROSTATE, true)
    const urls = (page?.layout ?? []).flatMap((block) => {
      if (block.blockType === 'callToAction') return [block.link.url]
      if (block.blockType === 'linkList') return block.links.map((l) => l.url)
      return []
    })
    expect(urls).toEqual(
      expect.arrayContaining([
        '/get-support/peer-support',
        '/about-prostate-cancer/what-is-prostate-cancer/risk-factors',
        '/about-prostate-cancer/what-is-prostate-cancer/signs-and-symptoms',
        '/get-support/reef-knot-kits',
      ]),
    )
    for (const url of urls) expect(checkLinkUrl(url)).toBe(true)
  })

  it('writes no figures: the text makes no numeric claims', async () => {
    const page = await pageAt(THE_PROSTATE)
    const text = readableText([page?.hero, page?.meta, page?.layout]).join(' ')
    expect(text).toContain('walnut')
    expect(text).not.toMatch(/\d/)
  })

  it('stores rich text the admin can save again unchanged', async () => {
    const page = await pageAt(THE_PROSTATE)
    const updated = await payload.update({
      collection: 'pages',
      id: page!.id,
      data: { layout: page!.layout },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(updated.layout?.length).toBe(page!.layout?.length)
  })

  it('creates nothing on a second run', async () => {
    const before = await payload.count({ collection: 'pages' })
    messages.length = 0
    await seedPages(payload, (m) => messages.push(m), { diagramImageId })
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
    expect(messages.every((m) => m.includes('already present'))).toBe(true)
  })
})

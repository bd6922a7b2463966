/**
 * The demo seed against a real Payload on a temporary SQLite file: it fills an empty
 * database, a second run changes nothing, and editors' changes survive a re-run.
 * Databases: SQLite, PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import type { SeedResult } from '@/seed'
import { SECTION_SLUGS } from '../helpers/spec'

let ctx: TestPayload | undefined
let payload: Payload
let seed: typeof import('@/seed').seed
let demoNavigation: typeof import('@/seed/navigation').demoNavigation
let navigationLevelKeys: typeof import('@/seed/navigation').navigationLevelKeys
let firstResult: SeedResult

async function counts() {
  const [pages, media, users, redirects] = await Promise.all(
    (['pages', 'media', 'users', 'redirects'] as const).map((collection) =>
      payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs),
    ),
  )
  return { pages, media, users, redirects }
}

beforeAll(async () => {
  delete process.env.DEMO_ADMIN_PASSWORD
  ctx = await startTestPayload()
  payload = ctx.payload
  // The seed modules import the config's collections, so they load after the environment is set.
  ;({ seed } = await import('@/seed'))
  ;({ demoNavigation, navigationLevelKeys } = await import('@/seed/navigation'))
  firstResult = await seed(payload)
})

afterAll(async () => {
  delete process.env.SITE_ENV
  await ctx?.stop()
})

describe('demo seed', () => {
  it('creates the demo admin on a fresh non-production database', async () => {
    expect(firstResult.demoAdmin).toEqual({ email: 'admin@example.org', password: 'demo-charity-admin' })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'demo-charity-admin' },
    })
    expect(login.user?.email).toBe('admin@example.org')
  })

  it('creates one demo account per role, each signing in with the demo password', async () => {
    const { docs } = await payload.find({ collection: 'users', sort: 'email', overrideAccess: true })
    expect(docs.map((u) => [u.email, u.roles])).toEqual([
      ['admin@example.org', ['administrator']],
      ['editor@example.org', ['editor']],
      ['finance@example.org', ['finance']],
      ['support@example.org', ['support']],
    ])
    for (const email of ['editor@example.org', 'finance@example.org', 'support@example.org']) {
      const login = await payload.login({ collection: 'users', data: { email, password: 'demo-charity-admin' } })
      expect(login.user?.email).toBe(email)
    }
  })

  it('fills site settings with placeholder details', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.name).toBe('Coastal Prostate Cancer Foundation')
    const values = (settings.contacts ?? []).map((c) => c.value)
    expect(values.some((v) => /555/.test(v))).toBe(true)
    expect(settings.contacts?.find((c) => c.scheme === 'mailto')?.value).toMatch(/@example\.org$/)
    expect(settings.charityNumber).toBe('12345-5555 RR0001')
    expect(settings.address.city).toBe('Vancouver')
    expect((settings.socialMedia ?? []).map((s) => s.platform)).toEqual(['facebook', 'instagram', 'x', 'youtube'])
    expect((settings.ownHosts ?? []).map((h) => h.host)).toContain('preview.example.org')
  })

  it('builds the six-section menu of the route map, with the two anchors', async () => {
    const nav = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
    const sections = nav.sections ?? []
    expect(sections.map((s) => s.slug)).toEqual([...SECTION_SLUGS])
    // The stored tree is exactly the exported data (ignoring the ids Payload adds), whatever
    // names the schema gives its second- and third-level arrays.
    const [second, third] = navigationLevelKeys(payload)
    type Stored = { label: string; slug: string; anchor?: string | null; [key: string]: unknown }
    const strip = (entries: Stored[], keys: string[]): unknown =>
      entries.map((e) => {
        const [key, ...rest] = keys
        const children = key ? ((e[key] as Stored[] | null | undefined) ?? []) : []
        return {
          label: e.label,
          slug: e.slug,
          ...(e.anchor ? { anchor: e.anchor } : {}),
          ...(children.length ? { children: strip(children, rest) } : {}),
        }
      })
    expect(strip(sections as unknown as Stored[], [second, third])).toEqual(
      strip(demoNavigation as Stored[], ['children', 'children']),
    )
    const level2 = (entry: unknown) => ((entry as Stored)[second] as Stored[] | undefined) ?? []
    const level3 = (entry: unknown) => ((entry as Stored)[third] as Stored[] | undefined) ?? []
    expect(level2(sections[1]).find((c) => c.anchor === 'calendar')?.slug).toBe('support-groups')
    expect(level2(sections[3]).find((c) => c.anchor === 'apply-for-grant')?.slug).toBe('grants')
    const treatment = level2(sections[0]).find((c) => c.slug === 'treatment')!
    expect(level3(treatment).map((c) => c.slug)).toEqual([
      'treatment-for-localized-prostate-cancer',
      'treatment-for-advanced-prostate-cancer',
      'alternate-or-non-routine-therapies',
      'when-your-cancer-returns',
    ])
  })

  it('adds the old donation form redirect', async () => {
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/home/donations/online-form/' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.type).toBe('301')
    expect(docs[0]!.to).toMatchObject({ type: 'custom', url: '/ways-to-give/donate-online' })
  })

  it('shows no placeholder picture or link on a public page', async () => {
    // What a reader meets: every seeded picture is a real, labelled diagram (or a person's
    // initials), and no link is marked as a stand-in; only the demo's sample videos say what they are.
    const media = await payload.find({ collection: 'media', overrideAccess: true, pagination: false, depth: 0 })
    for (const doc of media.docs) expect(`${doc.alt} ${doc.caption ?? ''}`).not.toMatch(/placeholder/i)
    const pages = await payload.find({ collection: 'pages', overrideAccess: true, pagination: false, depth: 0, where: { _status: { equals: 'published' } } })
    const text = JSON.stringify(pages.docs.map((p) => [p.hero, p.layout]))
    expect(text).not.toMatch(/placeholder/i)
  })

  it('uploads the generated images into the media folder', async () => {
    // Other parts of the seed add images of their own; these two are the frame's.
    const { docs } = await payload.find({ collection: 'media', overrideAccess: true, sort: 'id', pagination: false })
    expect(docs.map((d) => d.filename)).toEqual(expect.arrayContaining(['the-prostate-side-view.png', 'hero-calm-water.png']))
    const hero = docs.find((d) => d.filename === 'hero-calm-water.png')!
    expect([hero.width, hero.height]).toEqual([1920, 800])
    expect(fs.existsSync(path.join(ctx!.dir, 'media', 'hero-calm-water.png'))).toBe(true)
  })

  it('adds eight peer volunteers and three cases in different states; the new case gets suggestions with reasons', async () => {
    const volunteers = await payload.find({ collection: 'peer-volunteers', pagination: false, overrideAccess: true, depth: 0 })
    expect(volunteers.totalDocs).toBe(8)
    const cases = await payload.find({ collection: 'peer-support-cases', pagination: false, overrideAccess: true, depth: 0 })
    expect(cases.docs.map((c) => c.status).sort()).toEqual(['first-call-done', 'introduced', 'new'])
    const { suggestionsFor } = await import('@/peerSupport/cases')
    const fresh = cases.docs.find((c) => c.status === 'new')!
    const [best] = await suggestionsFor(payload, fresh as never)
    expect(best?.volunteer.firstName).toBe('Amrit')
    expect(best?.reasons).toEqual(expect.arrayContaining(['had surgery', 'speaks Punjabi', 'Surrey']))
  })

  it('changes nothing when run again, and keeps editors’ changes', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { name: 'Edited Foundation Name' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const nav = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
    const sections = nav.sections!.map((s, i) => (i === 0 ? { ...s, label: 'Edited Section' } : s))
    await payload.updateGlobal({
      slug: 'navigation',
      data: { sections },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    const before = await counts()
    const second = await seed(payload)
    expect(await counts()).toEqual(before)
    expect(before.users).toBe(4)
    expect(before.redirects).toBe(1)
    expect(before.media).toBeGreaterThanOrEqual(2)
    expect(before.pages).toBeGreaterThan(0)
    expect(second.demoAdmin).toBeUndefined()

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.name).toBe('Edited Foundation Name')
    const navAfter = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
    expect(navAfter.sections?.[0]?.label).toBe('Edited Section')
    expect(navAfter.sections).toHaveLength(6)
  })

  it('creates no user on a production site', async () => {
    // Straight through the database: the last administrator cannot be deleted through Payload.
    await payload.db.deleteMany({ collection: 'users', where: { id: { exists: true } } })
    process.env.SITE_ENV = 'production'
    try {
      const messages: string[] = []
      const result = await seed(payload, (m) => messages.push(m))
      expect(result.demoAdmin).toBeUndefined()
      expect((await counts()).users).toBe(0)
      expect(messages.join('\n')).toMatch(/\/admin/)
    } finally {
      delete process.env.SITE_ENV
    }
  })
})

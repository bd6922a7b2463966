/**
 * A fundraiser's photo and their personal data. The photo is checked by its content (JPEG, PNG
 * or WebP; a text file named .jpg, a GIF, a damaged or oversized file each answered at the photo
 * field with everything typed kept), stored in the media library with its resized copies and
 * the person's name, replaced from their own page through the real route (the old file deleted).
 * A person's export holds their pages, teams, photo and the names and messages they left with
 * gifts; erasure anonymises the pages (name, story, photo, e-mail, address) and the messages, and
 * keeps every gift, its donation and the totals.
 * Databases: SQLite, PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createRunningCampaign } from '../helpers/fundraising'
import type { Campaign } from '@/payload-types'
import { mediaDir } from '@/utilities/runtimeEnv'

let ctx: TestPayload | undefined
let payload: Payload
let campaign: Campaign
const o = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  campaign = await createRunningCampaign(payload, 'walk-2026')
})
afterAll(async () => {
  await ctx?.stop()
})

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .toFormat(format)
    .toBuffer()
const fileOf = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type })
const form = (fields: Record<string, string> = {}) => ({ name: 'Nadia Park', email: 'nadia@example.org', slug: 'nadia-walks', goal: '400', story: 'For my grandfather.', ...fields })
const mediaFiles = () => fs.readdirSync(mediaDir()).filter((f) => f.startsWith('fundraiser-photo-'))

describe('the fundraiser’s photo', () => {
  it('accepts JPEG, PNG and WebP by their content, and refuses anything else with a message', async () => {
    const { checkPhoto } = await import('@/fundraising/photo')
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      // A misleading name and type change nothing: the content decides.
      const checked = await checkPhoto(fileOf(await picture(format), 'holiday.txt', 'text/plain'))
      expect(checked.photo?.mimetype).toBe(`image/${format}`)
      expect(checked.photo?.name).toMatch(new RegExp(`^fundraiser-photo-[0-9a-f]{16}\\.${format === 'jpeg' ? 'jpg' : format}$`))
    }
    expect((await checkPhoto(fileOf(Buffer.from('just words'), 'me.jpg', 'image/jpeg'))).error).toMatch(/not a picture we can read/)
    expect((await checkPhoto(fileOf(await picture('gif'), 'me.gif', 'image/gif'))).error).toMatch(/GIF file, which we cannot show/)
    const damaged = (await picture('png')).subarray(0, 120)
    expect((await checkPhoto(fileOf(damaged, 'me.png', 'image/png'))).error).toMatch(/not a picture we can read/)
    expect((await checkPhoto(fileOf(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg'))).error).toMatch(/5\.0 MB: choose one of up to 5 MB/)
    expect((await checkPhoto(fileOf(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'))).error).toMatch(/empty/)
  })

  it('takes an empty file field as no photo chosen, whether a plain form or a script sent it', async () => {
    const { postedFile } = await import('@/fundraising/photo')
    expect(postedFile(new File([], ''))).toBeNull()
    expect(postedFile(new File([], 'blob'))).toBeNull()
    expect(postedFile('not a file')).toBeNull()
    expect(postedFile(fileOf(await picture('png'), 'me.png', 'image/png'))?.name).toBe('me.png')
  })

  it('signs up with a photo: stored with its sizes and the person’s name; a bad one is answered at the field and makes nothing', async () => {
    const { signUpFromForm } = await import('@/fundraising/signUpForm')
    const bad = await signUpFromForm(payload, campaign, form(), undefined, fileOf(Buffer.from('%PDF-1.4'), 'me.jpg', 'image/jpeg'))
    expect(bad.ok).toBe(false)
    if (bad.ok) throw new Error('made a page')
    expect(Object.keys(bad.errors)).toEqual(['photo'])
    expect(bad.values).toMatchObject(form())
    expect((await payload.count({ collection: 'fundraisers', ...o })).totalDocs).toBe(0)

    // A good photo with another field wrong: nothing is stored, and the person is asked to choose it again.
    const again = await signUpFromForm(payload, campaign, form({ goal: '0' }), undefined, fileOf(await picture('png'), 'me.png', 'image/png'))
    expect(again.ok ? null : again.errors.photo?.[0]).toMatch(/choose it again/)
    expect(mediaFiles()).toEqual([])

    const answer = await signUpFromForm(payload, campaign, form(), undefined, fileOf(await picture('jpeg', 2400, 1800), 'IMG_0001.JPG', 'image/jpeg'))
    expect(answer).toEqual({ ok: true, slug: 'nadia-walks' })
    const page = (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'nadia-walks' } }, overrideAccess: true, depth: 1 })).docs[0]!
    const photo = page.photo as import('@/payload-types').Media
    expect(photo.alt).toBe('Nadia Park')
    expect(photo.mimeType).toBe('image/jpeg')
    expect(photo.filename).not.toContain('IMG_0001')
    expect([photo.sizes?.card?.width, photo.sizes?.card?.mimeType]).toEqual([640, 'image/webp'])
    expect(fs.existsSync(path.join(mediaDir(), photo.sizes!.card!.filename!))).toBe(true)
  })

  it('replaces the photo from the fundraiser’s own page, deleting the old one; a refused file keeps the old', async () => {
    const { createSignInLink } = await import('@/myGiving/signInLinks')
    const { readSession } = await import('@/myGiving/sessions')
    const { formTokenFor } = await import('@/myGiving/tokens')
    const { formPost } = await import('../helpers/myGiving')
    const session = (await import('@/app/(frontend)/my-fundraising/session/route')).POST
    const upload = (await import('@/app/(frontend)/my-fundraising/photo/route')).POST
    const token = await createSignInLink(payload, 'nadia@example.org', { purpose: 'fundraiser' })
    const cookie = (await session(formPost('/my-fundraising/session', { token }))).headers.get('set-cookie')!.split(';')[0]!
    const csrf = formTokenFor((await readSession(payload, cookie.split('=')[1]))!.hash)
    const page = (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'nadia-walks' } }, ...o })).docs[0]!
    const post = (file: File) => {
      const body = new FormData()
      body.set('csrf', csrf)
      body.set('page', String(page.id))
      body.set('photo', file)
      return upload(new Request('http://localhost/my-fundraising/photo', { method: 'POST', headers: { cookie, origin: 'http://localhost', host: 'localhost' }, body }))
    }
    const flash = async () => {
      const { takeFlash } = await import('@/myGiving/sessions')
      return takeFlash(payload, (await readSession(payload, cookie.split('=')[1]))!)
    }

    const refused = await post(fileOf(Buffer.from('<svg/>'), 'me.webp', 'image/webp'))
    expect(refused.status).toBe(303)
    expect((await flash())?.errors?.photo?.[0]).toMatch(/not a picture we can read/)
    expect((await payload.findByID({ collection: 'fundraisers', id: page.id, ...o })).photo).toBe(page.photo)

    const before = mediaFiles()
    const saved = await post(fileOf(await picture('webp'), 'new.webp', 'image/webp'))
    expect(saved.status).toBe(303)
    expect((await flash())?.message).toMatch(/photo was saved/)
    const now = (await payload.findByID({ collection: 'fundraisers', id: page.id, ...o })).photo
    expect(now).not.toBe(page.photo)
    expect(await payload.findByID({ collection: 'media', id: page.photo as number, ...o, disableErrors: true })).toBeNull()
    // The old file and its sizes are gone from the media folder; the new ones are there.
    expect(mediaFiles().filter((f) => before.includes(f))).toEqual([])
    expect(mediaFiles().length).toBeGreaterThan(0)
  })
})

describe('a fundraiser’s personal data', () => {
  it('exports their pages, teams, photo and gift messages; erasure anonymises them and keeps the gifts', async () => {
    const { exportPersonalData, erasePersonalData } = await import('@/privacy/personalData')
    const { createTeam } = await import('@/fundraising/teams')
    const { pageTotal } = await import('@/fundraising/totals')
    const page = (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'nadia-walks' } }, ...o })).docs[0]!
    await createTeam(payload, page, campaign, { name: 'Park Walkers', slug: 'park-walkers', open: true })
    // Nadia gives to another page, with a message; someone else gives to hers.
    const other = await payload.create({ collection: 'fundraisers', data: { campaign: campaign.id, slug: 'omar-walks', name: 'Omar Diaz', email: 'omar@example.org', goal: 300 }, ...o })
    // Through the donation flow itself (the card to the test gateway), as a donor gives.
    const give = async (to: string, email: string, message: string) => {
      const { processDonation } = await import('@/donations/processDonation')
      const { newKey, validFields } = await import('../helpers/donations')
      const result = await processDonation({
        payload,
        fields: validFields({ donation_amount: '40', donation_area: 'Fathers Day Walk / Run', b_email: email, fundraiser_page: to, fundraiser_show_as: 'full', fundraiser_message: message }),
        idempotencyKey: newKey(),
      })
      return result
    }
    await give('omar-walks', 'Nadia@Example.org', 'Go Omar!')
    await give('nadia-walks', 'friend@example.org', 'Proud of you')

    const held = (await exportPersonalData(payload, 'nadia@example.org')).data as Record<string, Record<string, unknown>[]>
    expect(held['fundraising-pages']!.map((p) => p.slug)).toEqual(['nadia-walks'])
    expect(held['fundraising-teams']!.map((t) => [t.name, t.captainIsThisPerson])).toEqual([['Park Walkers', true]])
    expect(held['fundraising-teams']![0]).not.toHaveProperty('joinCodeHash')
    expect(held['fundraising-photos']!.map((p) => p.alt)).toEqual(['Nadia Park'])
    expect(held['gifts-to-fundraising-pages']!.map((g) => [g.message, g.fundraiser])).toEqual([['Go Omar!', other.id]])

    const result = await erasePersonalData(payload, 'nadia@example.org')
    expect(result.erased).toMatchObject({ 'fundraising-pages (anonymised)': 1, 'gifts-to-fundraising-pages (name and message)': 1 })
    const erased = await payload.findByID({ collection: 'fundraisers', id: page.id, ...o })
    expect(erased).toMatchObject({ name: 'A former participant', story: null, photo: null, slug: `erased-page-${page.id}`, email: `erased-page-${page.id}@erased.invalid`, hidden: true, erased: true })
    expect(mediaFiles()).toEqual([])
    const herGift = (await payload.find({ collection: 'fundraising-gifts', where: { fundraiser: { equals: other.id } }, ...o })).docs[0]!
    expect([herGift.displayName, herGift.message, herGift.amount]).toEqual(['Anonymous', null, 40])
    // The gifts, their donations and the totals stay: the receipts must be kept.
    expect((await pageTotal(payload, page.id)).raisedCents).toBe(4000)
    expect((await pageTotal(payload, other.id)).raisedCents).toBe(4000)
    expect((await payload.count({ collection: 'donations', where: { status: { equals: 'approved' } }, ...o })).totalDocs).toBe(2)
    // What is still held about her address: only her kept donation and its gift, without her name or message.
    const after = (await exportPersonalData(payload, 'nadia@example.org')).data as Record<string, Record<string, unknown>[]>
    expect(Object.entries(after).filter(([, list]) => list.length > 0).map(([key]) => key).sort()).toEqual(['donations', 'gifts-to-fundraising-pages'])
    expect(after['gifts-to-fundraising-pages']!.map((g) => [g.displayName, g.message])).toEqual([['Anonymous', null]])
    // Nobody finds the page by its old address.
    expect((await payload.count({ collection: 'fundraisers', where: { slug: { equals: 'nadia-walks' } }, ...o })).totalDocs).toBe(0)
  })
})

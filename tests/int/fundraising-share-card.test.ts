/**
 * What a shared link to a fundraising page shows: the picture (Open Graph image) of a fundraiser's
 * page with their photo, name, campaign and progress, and of a team with its members; a hidden
 * page's picture names nobody. Read as the routes read them (uncached here: the cache needs a
 * running Next.js), and drawn to a 1200 × 630 PNG by the routes' own code.
 * Databases: SQLite
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createPage, createRunningCampaign } from '../helpers/fundraising'

let ctx: TestPayload | undefined
let payload: Payload

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.stop()
})

/** A PNG's width and height, as sharp reads them. */
async function sizeOf(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata()
  return { format, width, height }
}

describe('share pictures of fundraising pages', () => {
  it('draws the fundraiser’s photo, name, campaign and progress; a team with its members; nobody for a hidden page', async () => {
    const { checkPhoto, storePhoto } = await import('@/fundraising/photo')
    const { fundraiserCard, teamCard, UNAVAILABLE_CARD, SHARE_CARD_SIZE } = await import('@/fundraising/shareCard')
    const { readFundraiserView, readTeamView } = await import('@/fundraising/publicPages')
    const { createTeam } = await import('@/fundraising/teams')
    const { shareImage } = await import('@/components/Fundraising/ShareImage')

    const campaign = await createRunningCampaign(payload, 'share-walk')
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer()
    const checked = await checkPhoto(new File([new Uint8Array(picture)], 'me.jpg', { type: 'image/jpeg' }))
    if (!checked.photo) throw new Error(`the photo was refused: ${JSON.stringify(checked)}`)
    const page = await createPage(payload, campaign.id, 'rosa-walks', { name: 'Rosa María Peña', goal: 400 })
    await payload.update({ collection: 'fundraisers', id: page.id, data: { photo: await storePhoto(payload, checked.photo, page.name) }, overrideAccess: true })
    await payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount: 150.75, kind: 'cheque', receivedOn: new Date().toISOString() }, overrideAccess: true })

    const card = await fundraiserCard(await readFundraiserView(payload, 'rosa-walks'))
    expect(card).toMatchObject({ title: 'Rosa María Peña', kicker: "Father's Day Walk / Run", progress: '$150 raised of $400', percent: 38, initials: 'RP' })
    // The photo itself, cropped square, red as it was sent.
    const photo = Buffer.from(card.photo!.replace(/^data:image\/png;base64,/, ''), 'base64')
    expect(await sizeOf(photo)).toEqual({ format: 'png', width: 360, height: 360 })
    const { channels } = await sharp(photo).stats()
    expect(channels[0]!.mean).toBeGreaterThan(150)
    expect(channels[1]!.mean).toBeLessThan(100)

    const png = Buffer.from(await shareImage(card, 'Harbour Health').arrayBuffer())
    expect(await sizeOf(png)).toEqual({ format: 'png', ...SHARE_CARD_SIZE })

    const fundraiser = await payload.findByID({ collection: 'fundraisers', id: page.id, depth: 0, overrideAccess: true })
    const made = await createTeam(payload, fundraiser, campaign, { name: 'Red Shoes', slug: 'red-shoes', open: true })
    const team = teamCard(await readTeamView(payload, 'red-shoes'))
    expect(made.team).toBeTruthy()
    expect(team).toMatchObject({ title: 'Team Red Shoes', kicker: "Father's Day Walk / Run · 1 member", photo: null, initials: 'RS' })
    expect(team.progress).toMatch(/^\$150 raised/)

    // Hidden by staff: the picture names nobody.
    await payload.update({ collection: 'fundraisers', id: page.id, data: { hidden: true }, overrideAccess: true })
    expect(await fundraiserCard(await readFundraiserView(payload, 'rosa-walks'))).toEqual(UNAVAILABLE_CARD)
    expect(await fundraiserCard(null)).toEqual(UNAVAILABLE_CARD)
  })
})

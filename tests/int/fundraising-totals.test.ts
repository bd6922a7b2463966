/**
 * Fundraising totals kept by the database: 200 gifts to one page through the donation flow at
 * once, with a declined one, cash and cheques recorded and one voided meanwhile, leave the page's total equal to
 * a recount of its gifts; team and campaign totals are the sums of their pages; a gift to a
 * hidden page, or with a message over 250 characters, is refused at the field before any charge.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { newKey, TEST_CARD, validFields } from '../helpers/donations'
import { createPage, createRunningCampaign } from '../helpers/fundraising'
import { processDonation } from '@/donations/processDonation'
import { campaignTotal, pageTotal, recountPage, teamTotal, topFundraisers, topTeams } from '@/fundraising/totals'

let ctx: TestPayload | undefined
let payload: Payload
let campaignId: number

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  campaignId = (await createRunningCampaign(payload)).id
}, 120_000)
afterAll(async () => {
  await ctx?.stop()
})

const give = (slug: string, amount: string, extra: Record<string, string> = {}) =>
  processDonation({
    payload,
    fields: validFields({ donation_amount: amount, donation_area: 'Fathers Day Walk / Run', fundraiser_page: slug, fundraiser_show_as: 'first', ...extra }),
    idempotencyKey: newKey(),
  })

describe(`fundraising totals (${process.env.TEST_DATABASE ?? 'sqlite'})`, () => {
  it('200 concurrent gifts to one page, with offline gifts and a void among them: the total equals a recount', async () => {
    const page = await createPage(payload, campaignId, 'busy-page')
    const amounts = Array.from({ length: 200 }, (_, i) => `${5 + (i % 37)}.${String((i * 7) % 100).padStart(2, '0')}`)
    const offline = [120, 35.5, 60]
    const results = await Promise.all([
      ...amounts.map((a) => give('busy-page', a)),
      // A declined card: its credit is recorded, never counted.
      give('busy-page', '99.00', { card_number: TEST_CARD.decline }),
      ...offline.map((amount) =>
        payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount, kind: 'cheque', receivedOn: new Date().toISOString() }, overrideAccess: true }),
      ),
    ])
    expect((results[200] as { body: { ResponseCode: string } }).body.ResponseCode).toBe('481')
    for (const r of results.slice(0, 200)) expect((r as { body: { ResponseCode: string } }).body.ResponseCode).toBe('027')

    // Void one online gift and one cheque: both come off the total.
    const credits = await payload.find({ collection: 'fundraising-gifts', where: { fundraiser: { equals: page.id } }, limit: 1, sort: 'id', overrideAccess: true, depth: 0 })
    const voidedOnline = credits.docs[0]!
    await payload.update({ collection: 'fundraising-gifts', id: voidedOnline.id, data: { voided: true, voidReason: 'Refunded' }, overrideAccess: true })
    const cheques = await payload.find({ collection: 'offline-gifts', where: { amount: { equals: 60 } }, limit: 1, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'offline-gifts', id: cheques.docs[0]!.id, data: { voided: true, voidReason: 'Cheque returned' }, overrideAccess: true })

    const expectedCents =
      amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0) + 12_000 + 3_550 - Math.round(voidedOnline.amount * 100)
    const kept = await pageTotal(payload, page.id)
    expect(kept).toEqual(await recountPage(payload, page.id))
    expect(kept).toEqual({ raisedCents: expectedCents, giftCount: 200 - 1 + 2 })
  })

  it('team and campaign totals are the sums of their pages; rankings follow the totals', async () => {
    const team = await payload.create({ collection: 'fundraising-teams', data: { campaign: campaignId, slug: 'the-dads', name: 'The Dads' }, overrideAccess: true })
    const a = await createPage(payload, campaignId, 'dad-one', { team: team.id })
    const b = await createPage(payload, campaignId, 'dad-two', { team: team.id })
    await give('dad-one', '40.00')
    await give('dad-two', '25.50', { fundraiser_show_as: 'anonymous' })
    await payload.create({ collection: 'offline-gifts', data: { fundraiser: b.id, amount: 10, kind: 'cash', receivedOn: new Date().toISOString() }, overrideAccess: true })

    expect(await teamTotal(payload, team.id)).toEqual({ raisedCents: 7_550, giftCount: 3, members: 2 })
    const pages = [await pageTotal(payload, a.id), await pageTotal(payload, b.id)]
    expect(pages.map((p) => p.raisedCents)).toEqual([4_000, 3_550])
    const busy = await recountPage(payload, (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'busy-page' } }, overrideAccess: true })).docs[0]!.id)
    const campaign = await campaignTotal(payload, campaignId)
    expect(campaign.raisedCents).toBe(busy.raisedCents + 7_550)
    expect(campaign.pages).toBe(3)

    const top = await topFundraisers(payload, campaignId, 2)
    expect(top.map((p) => p.slug)).toEqual(['busy-page', 'dad-one'])
    expect((await topTeams(payload, campaignId)).map((t) => [t.slug, t.raisedCents, t.members])).toEqual([['the-dads', 7_550, 2]])

    // Display names as each donor chose; nothing else of the donor is on the credit.
    const credits = await payload.find({ collection: 'fundraising-gifts', where: { fundraiser: { in: [a.id, b.id] } }, sort: 'id', overrideAccess: true, depth: 0 })
    expect(credits.docs.map((c) => c.displayName)).toEqual(['Pat', 'Anonymous'])

    // A hidden page drops out of the ranking but its money stays in the campaign's total.
    await payload.update({ collection: 'fundraisers', id: a.id, data: { hidden: true }, overrideAccess: true })
    expect((await topFundraisers(payload, campaignId)).map((p) => p.slug)).not.toContain('dad-one')
    expect((await campaignTotal(payload, campaignId)).raisedCents).toBe(campaign.raisedCents)
  })

  it('refuses at the field, before any charge: a hidden page, an unknown page, a long or HTML message', async () => {
    await createPage(payload, campaignId, 'hidden-page', { hidden: true })
    const before = await payload.count({ collection: 'donations', overrideAccess: true })
    const hidden = await give('hidden-page', '20.00')
    expect(hidden.status).toBe(422)
    expect((hidden.body as { errors: Record<string, string[]> }).errors.fundraiser_page?.[0]).toMatch(/not available/)
    expect((await give('no-such-page', '20.00')).status).toBe(422)
    const long = await give('busy-page', '20.00', { fundraiser_message: 'x'.repeat(251) })
    expect((long.body as { errors: Record<string, string[]> }).errors.fundraiser_message?.[0]).toMatch(/at most 250/)
    const html = await give('busy-page', '20.00', { fundraiser_message: 'Go <script>alert(1)</script>' })
    expect((html.body as { errors: Record<string, string[]> }).errors.fundraiser_message?.[0]).toMatch(/plain text/)
    expect(await payload.count({ collection: 'donations', overrideAccess: true })).toEqual(before)
  })
})

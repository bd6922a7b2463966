/**
 * Fundraising totals kept by the database: 200 gifts credited to one page at once, with a
 * declined one, cash and cheques recorded and one voided meanwhile, leave the page's total equal
 * to a recount of its gifts, as do 30 whole donation posts at once; team and campaign totals are the sums of their pages; a gift to a
 * hidden page, or with a message over 250 characters, is refused at the field before any charge.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'
import { newKey, TEST_CARD, validFields } from '../helpers/donations'
import { createPage, createRunningCampaign } from '../helpers/fundraising'
import { processDonation } from '@/donations/processDonation'
import { recordPendingCredit, settleCredit } from '@/fundraising/credit'
import { campaignTotal, pageTotal, recountPage, teamTotal, topFundraisers, topTeams } from '@/fundraising/totals'

let ctx: TestPayload | undefined
let payload: Payload
let campaignId: number

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  campaignId = (await createRunningCampaign(payload)).id
})
afterAll(async () => {
  await ctx?.stop()
})

/** Approved donation records, as the donation flow leaves them, written in one statement (a pool's worth of connections is for the gifts). */
async function approvedDonations(amounts: number[]): Promise<number[]> {
  const stamp = new Date().toISOString()
  const rows = await runSql<{ id: unknown }>(
    payload,
    sql`INSERT INTO donations (summary, amount, donation_type, donation_area, status, idempotency_key, created_at, updated_at) VALUES ${sql.join(
      amounts.map((amount, i) => sql`(${`Gift ${i}`}, ${amount}, 'single', 'Fathers Day Walk / Run', 'approved', ${newKey()}, ${stamp}, ${stamp})`),
      sql`, `,
    )} RETURNING id`,
  )
  return rows.map((r) => Number(r.id))
}

const give = (slug: string, amount: string, extra: Record<string, string> = {}) =>
  processDonation({
    payload,
    fields: validFields({ donation_amount: amount, donation_area: 'Fathers Day Walk / Run', fundraiser_page: slug, fundraiser_show_as: 'first', ...extra }),
    idempotencyKey: newKey(),
  })

describe(`fundraising totals (${process.env.TEST_DATABASE ?? 'sqlite'})`, () => {
  it('200 concurrent gifts to one page, with offline gifts and a void among them: the total equals a recount', async () => {
    // The 200 credits go through the donation flow's own crediting steps (written with the pending
    // donation, then settled with the payment) all at once; the whole post, card charge included,
    // is covered at 30 at once below, as one process's database pool serves 200 full posts only
    // in turn.
    const page = await createPage(payload, campaignId, 'busy-page')
    const amounts = Array.from({ length: 200 }, (_, i) => 5 + (i % 37) + ((i * 7) % 100) / 100)
    const donations = await approvedDonations(amounts)
    const credit = { pageId: page.id, showAs: 'first' as const, message: null }
    await Promise.all([
      ...donations.map(async (donationId, i) => {
        const creditId = await recordPendingCredit(payload, credit, { donationId, amount: amounts[i]!, firstName: 'Pat', lastName: 'Donor' })
        await settleCredit(payload, creditId, i !== 0) // the first one's card was declined: never counted
      }),
      ...[120, 35.5, 60].map((amount) =>
        payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount, kind: 'cheque', receivedOn: new Date().toISOString() }, overrideAccess: true }),
      ),
    ])

    // Void one online gift and one cheque: both come off the total.
    const credits = await payload.find({ collection: 'fundraising-gifts', where: { fundraiser: { equals: page.id }, status: { equals: 'approved' } }, limit: 1, sort: 'id', overrideAccess: true, depth: 0 })
    const voidedOnline = credits.docs[0]!
    await payload.update({ collection: 'fundraising-gifts', id: voidedOnline.id, data: { voided: true, voidReason: 'Refunded' }, overrideAccess: true })
    const cheques = await payload.find({ collection: 'offline-gifts', where: { amount: { equals: 60 } }, limit: 1, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'offline-gifts', id: cheques.docs[0]!.id, data: { voided: true, voidReason: 'Cheque returned' }, overrideAccess: true })

    const cents = (a: number) => Math.round(a * 100)
    const expectedCents = amounts.slice(1).reduce((sum, a) => sum + cents(a), 0) + 12_000 + 3_550 - cents(voidedOnline.amount)
    const kept = await pageTotal(payload, page.id)
    expect(kept).toEqual(await recountPage(payload, page.id))
    expect(kept).toEqual({ raisedCents: expectedCents, giftCount: 199 - 1 + 2 })
  })

  it('30 gifts at once through the whole donation post, one declined: each approved one counts once', async () => {
    const page = await createPage(payload, campaignId, 'walk-post')
    const amounts = Array.from({ length: 30 }, (_, i) => `${10 + i}.${String(i * 3).padStart(2, '0')}`)
    const results = await Promise.all([...amounts.map((a) => give('walk-post', a)), give('walk-post', '99.00', { card_number: TEST_CARD.decline })])
    expect(results.map((r) => (r.body as { ResponseCode: string }).ResponseCode)).toEqual([...amounts.map(() => '027'), '481'])
    const expected = { raisedCents: amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0), giftCount: 30 }
    expect(await pageTotal(payload, page.id)).toEqual(expected)
    expect(await recountPage(payload, page.id)).toEqual(expected)
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
    const post = await recountPage(payload, (await payload.find({ collection: 'fundraisers', where: { slug: { equals: 'walk-post' } }, overrideAccess: true })).docs[0]!.id)
    expect(campaign.raisedCents).toBe(busy.raisedCents + post.raisedCents + 7_550)
    expect(campaign.pages).toBe(4)

    const top = await topFundraisers(payload, campaignId, 2)
    expect(top.map((p) => p.slug)).toEqual(['busy-page', 'walk-post'])
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

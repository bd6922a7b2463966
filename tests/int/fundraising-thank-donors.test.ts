/**
 * "Thank your donors by e-mail" from the fundraiser's own page: one message to each online donor
 * not yet thanked, sent by the charity to the address on the donation (the fundraiser never sees
 * it); a donor who gave twice gets one e-mail; each gift is thanked once however often or however
 * many times at once the form is sent; cash and cheques are left to the fundraiser; a bad
 * message is refused at its field and kept; another person's page is refused. The gifts are
 * claimed with one UPDATE … RETURNING, written for both databases.
 * Databases: SQLite, PostgreSQL
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createPage, createRunningCampaign, signInFundraiser } from '../helpers/fundraising'
import { formPost } from '../helpers/myGiving'
import { newKey, validFields } from '../helpers/donations'
import type { Fundraiser } from '@/payload-types'

let ctx: TestPayload | undefined
let payload: Payload
let page: Fundraiser
let otherPage: Fundraiser

type Handler = (request: Request) => Promise<Response>
let routes: { session: Handler; thank: Handler }

const THANKS = 'Thank you so much. Dad would have loved this.\n\nSee you at the finish line!'

async function give(slug: string, fields: Record<string, string>) {
  const { processDonation } = await import('@/donations/processDonation')
  const answer = await processDonation({ payload, fields: validFields({ donation_amount: '30.00', donation_area: 'Fathers Day Walk / Run', fundraiser_page: slug, ...fields }), idempotencyKey: newKey() })
  expect((answer.body as { ResponseCode: string }).ResponseCode).toBe('027')
}

const thanksMail = async () =>
  (await payload.find({ collection: 'outbox', where: { subject: { like: 'A thank-you from' } }, sort: 'to', pagination: false, overrideAccess: true })).docs

async function flashOf(cookie: string) {
  const { readSession, takeFlash } = await import('@/myGiving/sessions')
  return takeFlash(payload, (await readSession(payload, cookie.split('=')[1]))!)
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  const campaign = await createRunningCampaign(payload, 'walk-thanks')
  await payload.updateGlobal({ slug: 'fundraising-settings', data: { blockedWords: 'scam' }, overrideAccess: true })
  page = await createPage(payload, campaign.id, 'cara-walks', { name: 'Cara Lee' })
  otherPage = await createPage(payload, campaign.id, 'dan-walks', { name: 'Dan Ng' })
  const base = '@/app/(frontend)/my-fundraising'
  routes = { session: (await import(`${base}/session/route`)).POST, thank: (await import(`${base}/thank/route`)).POST }
  // Pat gives twice, Robin anonymously; a cheque and a gift to another page are not Cara's to thank.
  await give('cara-walks', { b_email: 'pat@example.org', fundraiser_show_as: 'full' })
  await give('cara-walks', { b_email: 'PAT@example.org', fundraiser_show_as: 'full' })
  await give('cara-walks', { b_fname: 'Robin', b_email: 'robin@example.org', fundraiser_show_as: 'anonymous' })
  await give('dan-walks', { b_email: 'sam@example.org', fundraiser_show_as: 'full' })
  await payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount: 20, kind: 'cheque', receivedOn: new Date().toISOString(), donorName: 'Aunt May' }, overrideAccess: true })
  await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })
  await payload.delete({ collection: 'outbox', where: { id: { exists: true } }, overrideAccess: true })
})
afterAll(async () => {
  await ctx?.stop()
})

describe('a fundraiser thanks their donors by e-mail', () => {
  it('refuses an empty, marked-up or blocked message at its field, keeps what was typed, and sends nothing', async () => {
    const { cookie, csrf } = await signInFundraiser(payload, routes.session, page.email)
    for (const [thanks, expected] of [
      ['   ', /Write the message/],
      ['<a href="x">Thanks</a>', /plain text/],
      ['Thanks, this is no scam', /"scam" is not allowed/],
      ['x'.repeat(1_001), /at most 1000 characters/],
    ] as const) {
      const res = await routes.thank(formPost('/my-fundraising/thank', { csrf, page: String(page.id), thanks }, { cookie }))
      expect(res.status).toBe(303)
      const flash = await flashOf(cookie)
      expect(flash?.tone).toBe('error')
      expect(flash?.errors?.thanks?.[0]).toMatch(expected)
      expect(flash?.values?.thanks).toBe(thanks)
    }
    expect(await payload.count({ collection: 'fundraising-gifts', where: { thankedAt: { exists: true } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('will not thank the donors of another person’s page', async () => {
    const { cookie, csrf } = await signInFundraiser(payload, routes.session, page.email)
    const res = await routes.thank(formPost('/my-fundraising/thank', { csrf, page: String(otherPage.id), thanks: THANKS }, { cookie }))
    expect(res.status).toBe(403)
    await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })
    expect(await thanksMail()).toHaveLength(0)
  })

  it('sends one e-mail per donor address, once, even when the form is sent twice at the same moment', async () => {
    const { cookie, csrf } = await signInFundraiser(payload, routes.session, page.email)
    const { ownPages } = await import('@/fundraising/ownPages')
    const [before] = await ownPages(payload, [page])
    expect(before!.toThank).toBe(3)
    expect(before!.gifts.map((g) => g.thanked).sort()).toEqual([false, false, false, null])

    const post = () => routes.thank(formPost('/my-fundraising/thank', { csrf, page: String(page.id), thanks: THANKS }, { cookie }))
    const answers = await Promise.all([post(), post()])
    expect(answers.map((a) => a.status)).toEqual([303, 303])
    await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })

    const mail = await thanksMail()
    expect(mail.map((m) => m.to.toLowerCase())).toEqual(['pat@example.org', 'robin@example.org'])
    for (const m of mail) {
      expect(m.subject).toBe('A thank-you from Cara Lee')
      expect(m.text).toContain(THANKS)
      expect(m.text).toContain("Thank you for giving to Cara Lee's fundraising page for Father's Day Walk / Run. Cara Lee asked us to send you this message:")
      expect(m.text).not.toMatch(/undefined|null|\{|\}/)
    }
    expect(mail[0]!.text).toMatch(/^Hello Pat,/)
    expect(mail[0]!.text).toContain('Cara Lee does not see your e-mail address.')
    expect(mail[1]!.text).toMatch(/^Hello Robin,/)
    expect(mail[1]!.text).toContain('Your gift shows on their page as "Anonymous": we have not told them who you are.')

    const [after] = await ownPages(payload, [page])
    expect(after!.toThank).toBe(0)
    expect(after!.gifts.map((g) => g.thanked).sort()).toEqual([null, true, true, true])
    // Another page's gift was not touched.
    const dans = await payload.find({ collection: 'fundraising-gifts', where: { fundraiser: { equals: otherPage.id } }, overrideAccess: true })
    expect(dans.docs.map((g) => g.thankedAt ?? null)).toEqual([null])
  })

  it('thanks only the gifts that came after, the next time', async () => {
    await give('cara-walks', { b_fname: 'Lee', b_email: 'lee@example.org', fundraiser_show_as: 'first' })
    await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { id: { exists: true } }, overrideAccess: true })
    const { cookie, csrf } = await signInFundraiser(payload, routes.session, page.email)
    await routes.thank(formPost('/my-fundraising/thank', { csrf, page: String(page.id), thanks: 'Thanks, Lee!' }, { cookie }))
    expect((await flashOf(cookie))?.message).toBe('Your thank-you is on its way to one donor.')
    await routes.thank(formPost('/my-fundraising/thank', { csrf, page: String(page.id), thanks: 'Thanks again' }, { cookie }))
    expect((await flashOf(cookie))?.message).toMatch(/already been thanked: nothing was sent/)
    await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })
    const mail = await thanksMail()
    expect(mail.map((m) => m.to)).toEqual(['lee@example.org'])
    expect(mail[0]!.text).toContain('Thanks, Lee!')
  })
})

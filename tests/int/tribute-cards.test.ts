/**
 * Honour and memoriam cards: the list of cards still to send, each card's PDF,
 * and the "sent" record that keeps who and when. Gifts are made through the real donation route,
 * so the card reads what the donation form's h_* fields stored.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, TEST_CARD, validFields } from '../helpers/donations'
import { readPdf } from '../helpers/pdf'
import { createStaffPerRole, rest, type StaffAccount } from '../helpers/staff'
import type { Role } from '@/access/roles'

let ctx: TestPayload
let staff: Record<Role, StaffAccount>
const ids: Record<'memoriam' | 'honour' | 'foundation' | 'declined', number> = { memoriam: 0, honour: 0, foundation: 0, declined: 0 }

const memoriamFields = {
  memoriam: 'memoriam',
  h_title: 'Mr.',
  h_fname: 'Robert',
  h_lname: 'Tremblay',
  h_name: 'The Tremblay family',
  h_add: '12 Cedar Lane',
  h_city: 'Kelowna',
  h_prov: 'BC',
  h_pcode: 'V1Y 0A1',
  h_country: 'Canada',
  h_sent_behalf: 'His friends at the curling club',
  h_name_on_card: 'Pat Donor',
  h_message: 'Thinking of you all. Bob was the best skip we ever had.',
}

async function give(fields: Record<string, string>, ip: string): Promise<number> {
  const { POST } = await import('@/app/api/donate/route')
  const res = await POST(donateRequest(validFields(fields), { ip }))
  expect(res.status).toBe(200)
  const { docs } = await ctx.payload.find({ collection: 'donations', sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  return docs[0]!.id
}

beforeAll(async () => {
  ctx = await startTestPayload()
  staff = await createStaffPerRole(ctx.payload)
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { name: 'Example Prostate Cancer Foundation', charityNumber: '000000000RR0001', address: { street: '1 Example Street', city: 'Victoria', province: 'BC', postalCode: 'V8W 0A0', country: 'Canada' }, supportInitiative: { label: 'Support', url: 'https://example.org' } },
    overrideAccess: true,
  })
  ids.memoriam = await give(memoriamFields, '10.7.0.1')
  ids.honour = await give(
    { memoriam: 'honour', h_occasion: 'Birthday', h_fname: 'Anne', h_lname: 'Leblanc', h_add: '4 Harbour Road', h_city: 'Nanaimo', h_prov: 'BC', h_pcode: 'V9R 0B2', h_country: 'Canada' },
    '10.7.0.2',
  )
  ids.foundation = await give({}, '10.7.0.3')
  ids.declined = await give({ ...memoriamFields, card_number: TEST_CARD.decline }, '10.7.0.4')
})
afterAll(async () => {
  await ctx?.stop()
})

const tributeCards = () => import('@/donations/tributeCards')

describe('the cards still to send', () => {
  it('lists approved gifts in memory or in honour, oldest first, with what the card and envelope need', async () => {
    const { findCardsToSend } = await tributeCards()
    const cards = await findCardsToSend(ctx.payload)
    expect(cards.map((c) => c.donationId)).toEqual([ids.memoriam, ids.honour])
    expect(cards[0]).toMatchObject({
      giftType: 'memoriam',
      honouree: 'Mr. Robert Tremblay',
      occasion: null,
      recipient: 'The Tremblay family',
      addressLines: ['12 Cedar Lane', 'Kelowna, BC V1Y 0A1', 'Canada'],
      onBehalfOf: 'His friends at the curling club',
      nameOnCard: 'Pat Donor',
      message: memoriamFields.h_message,
    })
    // No "send to" name: the card goes to the person honoured.
    expect(cards[1]).toMatchObject({ giftType: 'honour', honouree: 'Anne Leblanc', occasion: 'Birthday', recipient: 'Anne Leblanc' })
  })
})

describe('a card as a PDF', () => {
  it('prints the card with its message and an envelope with the family’s address, for Finance and Support', async () => {
    for (const role of ['support', 'finance'] as const) {
      const res = await rest('GET', `/tribute-cards/${ids.memoriam}/card.pdf`, { token: staff[role].token })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      const pdf = readPdf(new Uint8Array(await res.arrayBuffer()))
      expect(pdf.pages).toBe(2)
      // Wrapped lines read as one run of words.
      const text = pdf.text.replace(/\s+/g, ' ')
      expect(text).toContain('In memory of')
      expect(text).toContain('Mr. Robert Tremblay')
      expect(text).toContain('by Pat Donor')
      expect(text).toContain('Sent on behalf of His friends at the curling club.')
      expect(text).toContain('Bob was the best skip we ever had.')
      expect(text).toContain('The Tremblay family')
      expect(text).toContain('Kelowna, BC V1Y 0A1')
      // The charity's return address on the envelope.
      expect(text).toContain('1 Example Street')
      expect(text).toContain('A gift has been made to Example Prostate Cancer Foundation in memory of Mr. Robert Tremblay by Pat Donor.')
    }
    const honour = readPdf(new Uint8Array(await (await rest('GET', `/tribute-cards/${ids.honour}/card.pdf`, { token: staff.support.token })).arrayBuffer()))
    expect(honour.text.replace(/\s+/g, ' ')).toContain('On the occasion of: Birthday')
  })

  it('refuses visitors (401) and other roles (403), and answers 404 for a gift without a card', async () => {
    expect((await rest('GET', `/tribute-cards/${ids.memoriam}/card.pdf`)).status).toBe(401)
    expect((await rest('GET', `/tribute-cards/${ids.memoriam}/card.pdf`, { token: staff.editor.token })).status).toBe(403)
    for (const id of [ids.foundation, ids.declined, 999999, 'abc']) {
      const res = await rest('GET', `/tribute-cards/${id}/card.pdf`, { token: staff.support.token })
      expect(res.status).toBe(404)
      expect(JSON.stringify(await res.json())).toContain('There is no card to send for this gift.')
    }
  })
})

describe('marking a card sent', () => {
  it('keeps who and when, takes the card off the list, and tells the donor’s page the date', async () => {
    const { cardSentDates, findCardsSent, findCardsToSend } = await tributeCards()
    const before = Date.now()
    const res = await rest('POST', `/tribute-cards/${ids.memoriam}/sent`, { token: staff.support.token, body: {} })
    expect(res.status).toBe(201)
    const { docs } = await ctx.payload.find({ collection: 'tribute-cards', depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ donation: ids.memoriam, sentBy: staff.support.id, sentByEmail: staff.support.email })
    expect(Date.parse(docs[0]!.sentAt)).toBeGreaterThanOrEqual(before - 1000)
    expect((await findCardsToSend(ctx.payload)).map((c) => c.donationId)).toEqual([ids.honour])
    expect((await findCardsSent(ctx.payload))[0]).toMatchObject({ donationId: ids.memoriam, sentBy: staff.support.email })
    const dates = await cardSentDates(ctx.payload, [ids.memoriam, ids.honour])
    expect(dates.get(ids.memoriam)).toBe(docs[0]!.sentAt)
    expect(dates.has(ids.honour)).toBe(false)
  })

  it('marks a card once: a second mark gets 409 and the first record stays as it was', async () => {
    const res = await rest('POST', `/tribute-cards/${ids.memoriam}/sent`, { token: staff.finance.token, body: {} })
    expect(res.status).toBe(409)
    expect(JSON.stringify(await res.json())).toContain('already marked sent')
    const { docs } = await ctx.payload.find({ collection: 'tribute-cards', depth: 0, overrideAccess: true })
    expect(docs.map((d) => d.sentByEmail)).toEqual([staff.support.email])
  })

  it('lets nobody else mark a card, and nobody create, edit or delete a sent record through the API', async () => {
    const count = async () => (await ctx.payload.count({ collection: 'tribute-cards', overrideAccess: true })).totalDocs
    const start = await count()
    expect((await rest('POST', `/tribute-cards/${ids.foundation}/sent`, { token: staff.support.token, body: {} })).status).toBe(404)
    expect((await rest('POST', `/tribute-cards/${ids.declined}/sent`, { token: staff.editor.token, body: {} })).status).toBe(403)
    expect((await rest('POST', `/tribute-cards/${ids.declined}/sent`, { body: {} })).status).toBe(401)
    expect((await rest('POST', '/tribute-cards', { token: staff.administrator.token, body: { donation: ids.foundation, sentAt: new Date().toISOString(), sentByEmail: 'x@example.org' } })).status).toBe(403)
    const [record] = (await ctx.payload.find({ collection: 'tribute-cards', depth: 0, overrideAccess: true })).docs
    expect((await rest('PATCH', `/tribute-cards/${record!.id}`, { token: staff.administrator.token, body: { sentByEmail: 'x@example.org' } })).status).toBe(403)
    expect((await rest('DELETE', `/tribute-cards/${record!.id}`, { token: staff.administrator.token })).status).toBe(403)
    expect(await count()).toBe(start)
    // Support reads the sent records; editors do not.
    expect((await rest('GET', '/tribute-cards', { token: staff.support.token })).status).toBe(200)
    expect((await rest('GET', '/tribute-cards', { token: staff.editor.token })).status).toBe(403)
  })
})

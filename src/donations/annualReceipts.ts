/**
 * Consolidated annual receipts for monthly donors: every approved monthly charge of the year,
 * grouped by donor (e-mail and name), one receipt each with a serial "A2026-0001". Issuing twice
 * creates nothing new (the donor key is unique), so the command is safe to repeat.
 */
import type { Payload } from 'payload'
import type { Donation } from '@/payload-types'
import { isUniqueViolation } from './receiptNumber'

export type AnnualIssueResult = { year: number; created: number; existing: number; total: number }

const donorKey = (year: number, d: Pick<Donation, 'b_email' | 'b_fname' | 'b_lname'>) =>
  `${year}:${(d.b_email ?? '').trim().toLowerCase()}:${(d.b_fname ?? '').trim().toLowerCase()} ${(d.b_lname ?? '').trim().toLowerCase()}`

export async function issueAnnualReceipts(payload: Payload, year: number, now: Date = new Date()): Promise<AnnualIssueResult> {
  const { docs } = await payload.find({
    collection: 'donations',
    where: {
      and: [
        { donationType: { equals: 'monthly' } },
        { status: { equals: 'approved' } },
        { createdAt: { greater_than_equal: new Date(Date.UTC(year, 0, 1)).toISOString() } },
        { createdAt: { less_than: new Date(Date.UTC(year + 1, 0, 1)).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const groups = new Map<string, Donation[]>()
  for (const d of docs as Donation[]) {
    const key = donorKey(year, d)
    groups.set(key, [...(groups.get(key) ?? []), d])
  }
  let created = 0
  let existing = 0
  for (const [key, gifts] of groups) {
    const found = await payload.count({ collection: 'annual-receipts', where: { donorKey: { equals: key } }, overrideAccess: true })
    if (found.totalDocs) {
      existing++
      continue
    }
    const last = gifts[gifts.length - 1]!
    const amount = Math.round(gifts.reduce((sum, g) => sum + g.amount * 100, 0)) / 100
    for (let attempt = 0; attempt < 50; attempt++) {
      const count = await payload.count({ collection: 'annual-receipts', where: { year: { equals: year } }, overrideAccess: true })
      const serial = `A${year}-${String(count.totalDocs + 1).padStart(4, '0')}`
      try {
        await payload.create({
          collection: 'annual-receipts',
          data: {
            serial,
            year,
            amount,
            giftCount: gifts.length,
            issuedAt: now.toISOString(),
            donorKey: key,
            b_fname: last.b_fname,
            b_lname: last.b_lname,
            b_email: last.b_email,
            b_add: last.b_add,
            b_city: last.b_city,
            b_prov: last.b_prov,
            b_pcode: last.b_pcode,
            b_country: last.b_country,
            donations: gifts.map((g) => g.id),
          },
          overrideAccess: true,
          depth: 0,
        })
        created++
        break
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Another issue run took this serial or this donor: check the donor again.
        const again = await payload.count({ collection: 'annual-receipts', where: { donorKey: { equals: key } }, overrideAccess: true })
        if (again.totalDocs) {
          existing++
          break
        }
        await new Promise((r) => setTimeout(r, 2 + Math.random() * 8 * (attempt + 1)))
      }
    }
  }
  return { year, created, existing, total: created + existing }
}

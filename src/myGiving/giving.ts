/**
 * What "My giving" shows: the signed-in donor's own donations, monthly gifts and annual
 * receipts, found by the e-mail address of the session and nothing else. Every look-up by an id
 * that came from a request goes through ownEnrolment / ownDonation / ownAnnualReceipt, which
 * answer null for another donor's record, exactly as for one that does not exist.
 */
import type { Payload, Where } from 'payload'
import type { AnnualReceipt, Donation, RecurringDonation } from '@/payload-types'
import { normaliseEmail } from './tokens'

/** `like` narrows the read (it ignores case); the exact comparison decides. */
const byEmail = (email: string): Where => ({ b_email: { like: normaliseEmail(email) } })
const isTheirs = (email: string, record: { b_email?: string | null } | null | undefined) =>
  !!record?.b_email && normaliseEmail(record.b_email) === normaliseEmail(email)

export async function donationsOf(payload: Payload, email: string): Promise<Donation[]> {
  const { docs } = await payload.find({ collection: 'donations', where: byEmail(email), sort: '-createdAt', pagination: false, limit: 0, depth: 0, overrideAccess: true })
  return (docs as Donation[]).filter((d) => isTheirs(email, d))
}

export async function enrolmentsOf(payload: Payload, email: string): Promise<RecurringDonation[]> {
  const { docs } = await payload.find({ collection: 'recurring-donations', where: byEmail(email), sort: '-createdAt', pagination: false, limit: 0, depth: 0, overrideAccess: true })
  return (docs as RecurringDonation[]).filter((d) => isTheirs(email, d))
}

export async function annualReceiptsOf(payload: Payload, email: string): Promise<AnnualReceipt[]> {
  const { docs } = await payload.find({ collection: 'annual-receipts', where: byEmail(email), sort: '-year', pagination: false, limit: 0, depth: 0, overrideAccess: true })
  return (docs as AnnualReceipt[]).filter((d) => isTheirs(email, d))
}

/** Whether this address has ever given successfully (decides if a sign-in link is sent). */
export async function hasGiven(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'donations',
    where: { and: [byEmail(email), { status: { equals: 'approved' } }] },
    select: { b_email: true },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return docs.some((d) => isTheirs(email, d as Donation))
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

async function own<T extends { b_email?: string | null }>(payload: Payload, collection: 'donations' | 'recurring-donations' | 'annual-receipts', email: string, id: unknown): Promise<T | null> {
  const n = asId(id)
  if (n === null) return null
  const record = (await payload.findByID({ collection, id: n, depth: 0, overrideAccess: true, disableErrors: true })) as T | null
  return isTheirs(email, record) ? record : null
}

export const ownEnrolment = (payload: Payload, email: string, id: unknown) => own<RecurringDonation>(payload, 'recurring-donations', email, id)
export const ownDonation = (payload: Payload, email: string, id: unknown) => own<Donation>(payload, 'donations', email, id)
export const ownAnnualReceipt = (payload: Payload, email: string, id: unknown) => own<AnnualReceipt>(payload, 'annual-receipts', email, id)

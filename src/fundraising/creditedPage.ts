import type { Payload } from 'payload'
import { serverUrl } from '@/utilities/runtimeEnv'
import { fundraiserPath } from './paths'

/** The fundraising page an online gift was given through, for the donor's thank-you e-mail; null for a gift to no page. */
export async function pageCreditedWith(payload: Payload, donationId: number): Promise<{ name: string; url: string } | null> {
  const { docs } = await payload.find({
    collection: 'fundraising-gifts',
    // Not by the credit's status: the e-mail may be queued a moment before the credit is settled.
    where: { donation: { equals: donationId }, voided: { not_equals: true } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { fundraiser: true },
  })
  const page = docs[0]?.fundraiser
  if (!page || typeof page !== 'object' || page.erased) return null
  return { name: page.name, url: new URL(fundraiserPath(page.slug), serverUrl()).toString() }
}

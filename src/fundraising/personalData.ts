/**
 * A fundraiser's part of a person's access and erasure requests (by e-mail address): their
 * pages, the teams they belong to or captain, their photos, and the names and messages they left
 * with gifts to other people's pages. Erasure anonymises a page (name, story, photo, e-mail and
 * address) and takes it off the public pages, but keeps it and every gift to it: the gifts are
 * donations whose receipts must be kept, and their money stays in the team's and campaign's totals.
 */
import type { Payload } from 'payload'
import { relationId } from '@/utilities/relationId'
import { deletePhoto } from './photo'
import { pagesOf } from './signUp'

const o = { overrideAccess: true, depth: 0, pagination: false } as const
const write = { overrideAccess: true, depth: 0 } as const

/** Shown in place of an erased person's name, on the admin and the team's and campaign's lists. */
export const ERASED_NAME = 'A former participant'

/** The gifts this person made to fundraising pages (through their donations, by the donation's e-mail address). */
async function ownGiftsToPages(payload: Payload, email: string) {
  const donations = (await payload.find({ collection: 'donations', where: { b_email: { like: email } }, ...o, select: { b_email: true } })).docs.filter((d) => String(d.b_email ?? '').toLowerCase() === email)
  if (donations.length === 0) return []
  return (await payload.find({ collection: 'fundraising-gifts', where: { donation: { in: donations.map((d) => d.id) } }, ...o })).docs
}

export async function exportFundraising(payload: Payload, email: string): Promise<Record<string, unknown[]>> {
  const pages = await pagesOf(payload, email)
  const pageIds = pages.map((p) => p.id)
  const teamIds = pages.map((p) => relationId(p.team)).filter((id): id is number => id !== null)
  const teams = pageIds.length
    ? (
        await payload.find({
          collection: 'fundraising-teams',
          where: { or: [{ id: { in: teamIds.length ? teamIds : [0] } }, { captain: { in: pageIds } }] },
          ...o,
          // Never the join code's hash: it is a secret of the team, not the person's data.
          select: { name: true, slug: true, campaign: true, captain: true, open: true, createdAt: true },
        })
      ).docs
    : []
  const photoIds = pages.map((p) => relationId(p.photo)).filter((id): id is number => id !== null)
  const photos = photoIds.length ? (await payload.find({ collection: 'media', where: { id: { in: photoIds } }, ...o, select: { alt: true, filename: true, url: true, createdAt: true } })).docs : []
  return {
    'fundraising-pages': pages,
    'fundraising-teams': teams.map((t) => ({ ...t, captainIsThisPerson: pageIds.includes(relationId(t.captain) ?? 0) })),
    'fundraising-photos': photos,
    'gifts-to-fundraising-pages': await ownGiftsToPages(payload, email),
  }
}

/** Anonymises the person's pages and erases the names and messages they left with their gifts; counts of each. */
export async function eraseFundraising(payload: Payload, email: string): Promise<{ erased: Record<string, number>; kept: Record<string, number> }> {
  const pages = await pagesOf(payload, email)
  for (const page of pages) {
    await payload.update({
      collection: 'fundraisers',
      id: page.id,
      data: { name: ERASED_NAME, story: null, photo: null, email: `erased-page-${page.id}@erased.invalid`, slug: `erased-page-${page.id}`, hidden: true, erased: true },
      ...write,
    })
    await deletePhoto(payload, page.photo)
  }
  const gifts = await ownGiftsToPages(payload, email)
  for (const gift of gifts) {
    await payload.update({ collection: 'fundraising-gifts', id: gift.id, data: { displayName: 'Anonymous', showAs: 'anonymous', message: null }, ...write })
  }
  // Only what there was: a person who never fundraised reads nothing about fundraising.
  const some = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))
  return {
    erased: some({ 'fundraising-pages (anonymised)': pages.length, 'gifts-to-fundraising-pages (name and message)': gifts.length }),
    kept: some({ 'fundraising-pages (anonymised, kept for their gifts’ receipts and totals)': pages.length, 'gifts-to-fundraising-pages (amounts, for the receipts)': gifts.length }),
  }
}

/**
 * A fundraiser's own pages, signed in with My giving's e-mailed links and sessions (the same
 * collections and code; the cookie is scoped to these pages). What they may do: edit their page,
 * see every gift to it (the donor's name only as the donor chose it), download the list, see
 * their team's code when they are its captain, start, join or leave a team. A session is good
 * only for the pages made with its own e-mail address: another page's number changes nothing.
 */
import type { Payload } from 'payload'
import { calendarDay } from '@/format/dates'
import { signedInPost, type SignedInPlace } from '@/myGiving/http'
import { readSession, type DonorSession } from '@/myGiving/sessions'
import type { Fundraiser } from '@/payload-types'
import { csvTable } from '@/utilities/csv'
import { fieldErrorsOf, type FieldErrors } from './fieldErrors'
import { FUNDRAISER_ACCOUNT_PATH, FUNDRAISER_COOKIE } from './paths'
import { checkGoal, readGoal } from './rules'
import { pagesOf } from './signUp'

export const FUNDRAISER_PLACE: SignedInPlace = { cookie: FUNDRAISER_COOKIE, path: FUNDRAISER_ACCOUNT_PATH, name: 'your fundraising page' }

export type SignedInFundraiser = { session: DonorSession; pages: Fundraiser[] }

/** The signed-in fundraiser of a cookie, with their pages, or null. */
export async function signedInFundraiser(payload: Payload, token: unknown): Promise<SignedInFundraiser | null> {
  const session = await readSession(payload, token)
  if (!session) return null
  return { session, pages: await pagesOf(payload, session.email) }
}

export type FundraiserPost = SignedInFundraiser & { fields: Record<string, string>; page: Fundraiser }

/**
 * A change posted from the fundraiser's pages: same-site, a live session, its form token, and a
 * page (by `page`, its id) that is one of the session's own. Otherwise the answer to give.
 */
export async function fundraiserPost(payload: Payload, request: Request): Promise<FundraiserPost | Response> {
  const post = await signedInPost(payload, request, FUNDRAISER_PLACE)
  if (post instanceof Response) return post
  const pages = await pagesOf(payload, post.session.email)
  const page = pages.find((p) => String(p.id) === post.fields.page)
  // The same answer for another person's page and one that does not exist.
  if (!page) return new Response('This fundraising page is not one of yours, so nothing was changed.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  return { session: post.session, pages, fields: post.fields, page }
}

/** Saves the fundraiser's own changes to their page's name, goal and story; refusals come back by field. */
export async function editPage(payload: Payload, page: Fundraiser, fields: Record<string, string>): Promise<FieldErrors | null> {
  const name = (fields.name ?? '').trim()
  const goal = readGoal(fields.goal)
  const goalCheck = checkGoal(goal)
  const errors: FieldErrors = {}
  if (!name) errors.name = ['Enter your name as it should appear on your page.']
  if (goalCheck !== true) errors.goal = [goalCheck]
  if (Object.keys(errors).length) return errors
  try {
    await payload.update({ collection: 'fundraisers', id: page.id, data: { name, goal, story: (fields.story ?? '').trim() || null }, overrideAccess: true, depth: 0 })
    return null
  } catch (error) {
    return fieldErrorsOf(error)
  }
}

/** `thanked`: whether the fundraiser's thank-you went to an online donor; null for cash and cheques, which left no address. */
export type GiftRow = { date: string; name: string; amountCents: number; kind: 'Online' | 'Cash' | 'Cheque'; message: string; messageHidden: boolean; thanked: boolean | null }

/**
 * Every gift to a page that counts in its total, newest first: online gifts with the name the
 * donor chose and their message, cash and cheques Finance recorded. Only these fields are read,
 * so nothing of the donor's card, address or e-mail ever reaches the fundraiser.
 */
export async function giftsToPage(payload: Payload, pageId: number): Promise<GiftRow[]> {
  const [online, offline] = await Promise.all([
    payload.find({
      collection: 'fundraising-gifts',
      where: { fundraiser: { equals: pageId }, status: { equals: 'approved' }, voided: { not_equals: true } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { displayName: true, amount: true, message: true, messageHidden: true, createdAt: true, thankedAt: true },
    }),
    payload.find({
      collection: 'offline-gifts',
      where: { fundraiser: { equals: pageId }, voided: { not_equals: true } },
      sort: '-receivedOn',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { donorName: true, amount: true, kind: true, receivedOn: true },
    }),
  ])
  const rows: GiftRow[] = [
    ...online.docs.map((g) => ({ date: calendarDay(g.createdAt), name: g.displayName, amountCents: Math.round(g.amount * 100), kind: 'Online' as const, message: g.message ?? '', messageHidden: Boolean(g.messageHidden), thanked: Boolean(g.thankedAt) })),
    ...offline.docs.map((g) => ({
      date: String(g.receivedOn).slice(0, 10),
      name: g.donorName || 'Not given',
      amountCents: Math.round(g.amount * 100),
      kind: g.kind === 'cash' ? ('Cash' as const) : ('Cheque' as const),
      message: '',
      messageHidden: false,
      thanked: null,
    })),
  ]
  return rows.sort((a, b) => b.date.localeCompare(a.date))
}

/** The gift list as CSV for a spreadsheet (the site's one CSV writer; hidden messages are left out, as on the page). */
export function giftsCsv(rows: GiftRow[]): string {
  return csvTable(
    ['Date', 'Name', 'Amount (CAD)', 'Kind', 'Message'],
    rows.map((r) => [r.date, r.name, (r.amountCents / 100).toFixed(2), r.kind, r.messageHidden ? '' : r.message]),
  )
}

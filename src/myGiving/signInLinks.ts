/**
 * Sign-in by e-mailed link: a link is made only for an address that has given (checked by the
 * mail job, never by the page, so the page answers everyone alike), lasts 30 minutes and opens
 * one session. Its token exists only in the e-mail; the database keeps its hash.
 */
import type { Payload } from 'payload'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { LINK_LIFETIME_MS } from './constants'
import { createSession } from './sessions'
import { hashToken, isTokenShaped, newToken, normaliseEmail } from './tokens'

/** Donors sign in or replace a card; peer volunteers and fundraisers sign in to their own pages with the same links. */
export type LinkPurpose = 'sign-in' | 'replace-card' | 'volunteer' | 'fundraiser'

export async function createSignInLink(
  payload: Payload,
  email: string,
  { purpose = 'sign-in', enrolment, now = new Date() }: { purpose?: LinkPurpose; enrolment?: number; now?: Date } = {},
): Promise<string> {
  const token = newToken()
  await payload.create({
    collection: 'donor-sign-in-links',
    data: { email: normaliseEmail(email), tokenHash: hashToken(token), purpose, enrolment, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

type Link = { id: number; email: string; purpose: LinkPurpose; enrolment?: number | null; expiresAt: string; usedAt?: string | null }

/** What each place's links are for: a link opens only the place it was sent for. */
export const LINK_PURPOSES = {
  myGiving: ['sign-in', 'replace-card'],
  volunteer: ['volunteer'],
  fundraiser: ['fundraiser'],
} as const satisfies Record<string, readonly LinkPurpose[]>

/** The link a token names while it may still be used for one of `purposes`; null when unknown, used, expired or for elsewhere. */
export async function findUsableLink(payload: Payload, token: unknown, purposes: readonly LinkPurpose[], now = new Date()): Promise<Link | null> {
  if (!isTokenShaped(token)) return null
  const { docs } = await payload.find({
    collection: 'donor-sign-in-links',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0] as Link | undefined
  if (!link || link.usedAt || Date.parse(link.expiresAt) <= now.getTime() || !purposes.includes(link.purpose)) return null
  return link
}

export type Redeemed = { sessionToken: string; purpose: LinkPurpose; enrolment: number | null }

/** Uses a link once: a session, or null when the link is unknown, used, expired, for elsewhere or just taken. */
export async function redeemSignInLink(payload: Payload, token: unknown, purposes: readonly LinkPurpose[], now = new Date()): Promise<Redeemed | null> {
  const link = await findUsableLink(payload, token, purposes, now)
  if (!link) return null
  let sessionToken: string
  try {
    sessionToken = await createSession(payload, link.email, link.id, now)
  } catch (error) {
    // Another request took this link first (the session's fromLink is unique).
    if (isUniqueViolation(error)) return null
    throw error
  }
  await payload.update({ collection: 'donor-sign-in-links', id: link.id, data: { usedAt: now.toISOString() }, overrideAccess: true, depth: 0 })
  return { sessionToken, purpose: link.purpose, enrolment: link.enrolment ?? null }
}

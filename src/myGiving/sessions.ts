/**
 * Donor sessions: the cookie carries a random token; the row keeps its hash and lapses 30
 * minutes after the donor's last page (each page moves the end on).
 */
import type { Payload } from 'payload'
import { SESSION_IDLE_MS } from './constants'
import { hashToken, isTokenShaped, newToken } from './tokens'

export type DonorSession = { id: number; email: string; hash: string }

export async function createSession(payload: Payload, email: string, fromLink: number, now = new Date()): Promise<string> {
  const token = newToken()
  await payload.create({
    collection: 'donor-sessions',
    data: { email, tokenHash: hashToken(token), fromLink, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

/** The session a cookie names while it is live (and keeps it live); null otherwise. */
export async function readSession(payload: Payload, token: unknown, now = new Date()): Promise<DonorSession | null> {
  if (!isTokenShaped(token)) return null
  const hash = hashToken(token)
  const { docs } = await payload.find({ collection: 'donor-sessions', where: { tokenHash: { equals: hash } }, limit: 1, depth: 0, overrideAccess: true })
  const row = docs[0] as { id: number; email: string; expiresAt: string } | undefined
  if (!row || Date.parse(row.expiresAt) <= now.getTime()) return null
  // Moved on at most once a minute, so reading pages does not write on every request.
  const fresh = now.getTime() + SESSION_IDLE_MS
  if (fresh - Date.parse(row.expiresAt) > 60_000) {
    await payload.update({ collection: 'donor-sessions', id: row.id, data: { expiresAt: new Date(fresh).toISOString() }, overrideAccess: true, depth: 0 })
  }
  return { id: row.id, email: row.email, hash }
}

export async function endSession(payload: Payload, token: unknown): Promise<void> {
  if (!isTokenShaped(token)) return
  await payload.delete({ collection: 'donor-sessions', where: { tokenHash: { equals: hashToken(token) } }, overrideAccess: true })
}

/** The outcome of a form post, kept on the session for the page the post redirects to (never in the URL). */
export type Flash = {
  tone: 'notice' | 'error'
  message: string
  field?: string
  gift?: number
  errors?: Record<string, string[]>
  /** A fundraiser's page the outcome is about, and the values they typed into a refused form. */
  page?: number
  values?: Record<string, string>
}

export async function setFlash(payload: Payload, session: DonorSession, flash: Flash): Promise<void> {
  await payload.update({ collection: 'donor-sessions', id: session.id, data: { flash }, overrideAccess: true, depth: 0 })
}

/** The flash message, once: read and cleared. */
export async function takeFlash(payload: Payload, session: DonorSession): Promise<Flash | null> {
  const row = (await payload.findByID({ collection: 'donor-sessions', id: session.id, depth: 0, overrideAccess: true, disableErrors: true })) as { flash?: Flash | null } | null
  if (!row?.flash) return null
  await payload.update({ collection: 'donor-sessions', id: session.id, data: { flash: null }, overrideAccess: true, depth: 0 })
  return row.flash
}

/** Deletes sign-in links and sessions that ended more than a day ago (they are of no use after). */
export async function forgetEndedSignIns(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 86_400_000).toISOString()
  const links = await payload.delete({ collection: 'donor-sign-in-links', where: { expiresAt: { less_than: before } }, overrideAccess: true, depth: 0 })
  const sessions = await payload.delete({ collection: 'donor-sessions', where: { expiresAt: { less_than: before } }, overrideAccess: true, depth: 0 })
  return links.docs.length + sessions.docs.length
}

/**
 * The reminder's double opt-in: a request stores the address, the day and the consent wording
 * with only a hash of the confirmation link's secret, and mails the link; nothing is ever sent
 * for a reminder that was not confirmed. The stop link in every e-mail is the reminder's id
 * signed with the site's secret (PAYLOAD_SECRET): the daily job can write it into the reminder
 * without keeping it, and a copy of the database cannot forge one. Stopping deletes every
 * reminder of that address: a one-off reminder leaves nothing else to honour.
 */
import crypto from 'node:crypto'
import { payloadSecret } from '@/utilities/runtimeEnv'
import type { Payload } from 'payload'
import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { hashToken, isTokenShaped, newToken } from '@/http/secretTokens'
import { sharedHits } from '@/instances/sharedHits'

/** How long the confirmation link works. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60_000

/** Requests per client address, and per e-mail address (so nobody is flooded with confirmation mail). */
export const reminderRequestLimiter = new RateLimiter(limitFromEnv('RISK_REMINDER', { max: 5, windowMs: 60 * 60_000 }), sharedHits, 'risk-reminder')
export const reminderEmailLimiter = new RateLimiter(limitFromEnv('RISK_REMINDER_EMAIL', { max: 3, windowMs: 24 * 60 * 60_000 }), sharedHits, 'risk-reminder-email')



const stopSignature = (id: number | string, requestedAt: string) =>
  crypto.createHmac('sha256', `risk-reminder-stop:${payloadSecret()}`).update(`${id}|${new Date(requestedAt).toISOString()}`).digest('base64url')

/** The stop link's token: "<id>-<signature>". The request time in the signature keeps a reused id from matching an old link. */
export const stopToken = (reminder: { id: number | string; requestedAt: string }) => `${reminder.id}-${stopSignature(reminder.id, reminder.requestedAt)}`

export type NewReminder = { email: string; sendOn: string; consentWording: string }
export type RequestedReminder = { id: number | string; confirmToken: string; stopToken: string }

/** Stores a pending reminder; the caller mails the two links (their secrets are not kept). */
export async function storeReminderRequest(payload: Payload, reminder: NewReminder, now = new Date()): Promise<RequestedReminder> {
  const confirmToken = newToken()
  const doc = await payload.create({
    collection: 'risk-reminders',
    data: {
      email: reminder.email,
      sendOn: reminder.sendOn,
      status: 'pending',
      consentWording: reminder.consentWording,
      requestedAt: now.toISOString(),
      confirmTokenHash: hashToken(confirmToken),
      confirmBy: new Date(now.getTime() + CONFIRM_WITHIN_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return { id: doc.id, confirmToken, stopToken: stopToken(doc) }
}

export async function deleteReminder(payload: Payload, id: number | string): Promise<void> {
  await payload.delete({ collection: 'risk-reminders', where: { id: { equals: id } }, overrideAccess: true, depth: 0 })
}

/** The pending reminder a confirmation link points to, if the link still works. */
export async function findConfirmable(payload: Payload, token: unknown, now = new Date()) {
  if (!isTokenShaped(token)) return null
  const { docs } = await payload.find({
    collection: 'risk-reminders',
    where: { and: [{ confirmTokenHash: { equals: hashToken(token) } }, { status: { equals: 'pending' } }, { confirmBy: { greater_than: now.toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type ConfirmResult = { ok: true; sendOn: string } | { ok: false }

/**
 * Confirms the reminder once: the link's secret is wiped with it, so a second use, an expired
 * link or a made-up one all fail alike. A reminder for the same address and day that is already
 * confirmed absorbs this one, so it is never sent twice.
 */
export async function confirmReminder(payload: Payload, token: unknown, now = new Date()): Promise<ConfirmResult> {
  const found = await findConfirmable(payload, token, now)
  if (!found) return { ok: false }
  const twin = await payload.find({
    collection: 'risk-reminders',
    where: { and: [{ email: { equals: found.email } }, { sendOn: { equals: found.sendOn } }, { status: { equals: 'confirmed' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (twin.docs[0]) {
    await deleteReminder(payload, found.id)
    return { ok: true, sendOn: found.sendOn }
  }
  await payload.update({
    collection: 'risk-reminders',
    where: { and: [{ id: { equals: found.id } }, { status: { equals: 'pending' } }] },
    data: { status: 'confirmed', confirmedAt: now.toISOString(), confirmTokenHash: null, confirmBy: null },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, sendOn: found.sendOn }
}

/** Whether a stop link belongs to a reminder still kept (for the page that asks "stop it?"). */
export async function findStoppable(payload: Payload, token: unknown) {
  const match = typeof token === 'string' ? /^(\d{1,15})-([A-Za-z0-9_-]{43})$/.exec(token) : null
  if (!match) return null
  const { docs } = await payload.find({ collection: 'risk-reminders', where: { id: { equals: Number(match[1]) } }, limit: 1, depth: 0, overrideAccess: true })
  const found = docs[0]
  if (!found) return null
  const expected = Buffer.from(stopSignature(found.id, found.requestedAt))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? found : null
}

/**
 * Stops the reminders of the address the link was sent to: every one of them is deleted (the
 * address is then no longer kept at all). Idempotent: an unknown or used link stops nothing and
 * is not an error. Returns how many were deleted.
 */
export async function stopReminders(payload: Payload, token: unknown): Promise<number> {
  const found = await findStoppable(payload, token)
  if (!found) return 0
  const { docs } = await payload.delete({ collection: 'risk-reminders', where: { email: { equals: found.email } }, overrideAccess: true, depth: 0 })
  return docs.length
}

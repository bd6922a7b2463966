/**
 * A volunteer's own page, signed in with My giving's e-mailed links and sessions (the same
 * collections and code; the volunteer's cookie is scoped to the volunteer page). What a volunteer
 * may do: see their open introductions, mark "I called" or "could not reach", leave a note for
 * staff, and pause or resume themselves. Each change checks that the case is theirs and that the
 * flow allows it; a refusal names the reason and changes nothing.
 */
import type { Payload } from 'payload'
import { isFormTokenOf } from '@/myGiving/tokens'
import { readSession, type DonorSession } from '@/myGiving/sessions'
import { cookieValue, isSameSite, type SignedInPlace } from '@/myGiving/http'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { NO_ANSWER_TRIES, statusLabel } from './flow'
import { VOLUNTEER_COOKIE, VOLUNTEER_PATH } from './paths'
import { type CaseRecord, type VolunteerRecord } from './records'
import { relationId } from '@/utilities/relationId'

const o = { overrideAccess: true, depth: 0 } as const

export const VOLUNTEER_PLACE: SignedInPlace = { cookie: VOLUNTEER_COOKIE, path: VOLUNTEER_PATH, name: 'your volunteer page' }

export async function volunteerByEmail(payload: Payload, email: string): Promise<VolunteerRecord | null> {
  const { docs } = await payload.find({ collection: 'peer-volunteers', where: { email: { equals: email.trim().toLowerCase() } }, limit: 1, ...o })
  return (docs[0] as unknown as VolunteerRecord | undefined) ?? null
}

/** The signed-in volunteer of a request's cookie, or null. */
export async function signedInVolunteer(payload: Payload, token: unknown): Promise<{ session: DonorSession; volunteer: VolunteerRecord } | null> {
  const session = await readSession(payload, token)
  if (!session) return null
  const volunteer = await volunteerByEmail(payload, session.email)
  return volunteer ? { session, volunteer } : null
}

export async function openIntroductions(payload: Payload, volunteerId: number): Promise<CaseRecord[]> {
  const { docs } = await payload.find({ collection: 'peer-support-cases', where: { and: [{ volunteer: { equals: volunteerId } }, { status: { equals: 'introduced' } }] }, sort: 'introducedAt', pagination: false, ...o })
  return docs as unknown as CaseRecord[]
}

export type VolunteerAction = 'called' | 'no-answer' | 'note'
export type ActionOutcome = { ok: true; message: string } | { ok: false; status: 400 | 403 | 409; message: string }

/** One change by a volunteer to one of their cases. */
export async function actOnCase(payload: Payload, volunteer: VolunteerRecord, caseId: unknown, action: unknown, note: unknown, now = new Date()): Promise<ActionOutcome> {
  const id = Number(caseId)
  if (!Number.isInteger(id) || id <= 0) return { ok: false, status: 400, message: 'Choose one of your introductions.' }
  if (action !== 'called' && action !== 'no-answer' && action !== 'note') return { ok: false, status: 400, message: 'Choose "I called", "Could not reach" or "Send note".' }
  const c = (await payload.findByID({ collection: 'peer-support-cases', id, ...o, disableErrors: true })) as unknown as CaseRecord | null
  // The same answer for a case of another volunteer and one that does not exist: nothing to learn by trying numbers.
  if (!c || relationId(c.volunteer) !== volunteer.id) return { ok: false, status: 403, message: 'This introduction is not one of yours, so nothing was changed.' }
  if (action === 'note') {
    const text = typeof note === 'string' ? note.trim() : ''
    if (!text) return { ok: false, status: 400, message: 'Write a note before sending it.' }
    if (text.length > 2000) return { ok: false, status: 400, message: 'Please keep the note to 2,000 characters.' }
    const stamp = now.toISOString().slice(0, 16).replace('T', ' ')
    const notes = [(c as { volunteerNotes?: string | null }).volunteerNotes, `${stamp} UTC: ${text}`].filter(Boolean).join('\n')
    await payload.update({ collection: 'peer-support-cases', id, data: { volunteerNotes: notes }, ...o })
    return { ok: true, message: 'Your note was sent to our staff.' }
  }
  if (c.status !== 'introduced') {
    return { ok: false, status: 409, message: `This case is already "${statusLabel(c.status)}", so nothing was changed.` }
  }
  if (action === 'called') {
    await payload.update({ collection: 'peer-support-cases', id, data: { status: 'first-call-done', firstCallAt: now.toISOString() }, ...o, context: { volunteer: true } })
    return { ok: true, message: `Thank you. We noted your call with ${c.firstName}.` }
  }
  const tries = (c.noAnswerTries ?? 0) + 1
  const gaveUp = tries >= NO_ANSWER_TRIES
  await payload.update({ collection: 'peer-support-cases', id, data: { noAnswerTries: tries, ...(gaveUp ? { status: 'no-answer' } : {}) }, ...o, context: { volunteer: true } })
  return {
    ok: true,
    message: gaveUp
      ? `Thank you for trying ${NO_ANSWER_TRIES} times. We closed this introduction; our staff will follow up with ${c.firstName}.`
      : `Thank you. Please try ${c.firstName} once more at another time (try ${tries} of ${NO_ANSWER_TRIES}).`,
  }
}

export async function setPaused(payload: Payload, volunteer: VolunteerRecord, paused: boolean): Promise<string> {
  await payload.update({ collection: 'peer-volunteers', id: volunteer.id, data: { status: paused ? 'paused' : 'active' }, ...o })
  return paused ? 'You are paused: we will not introduce anyone new to you until you resume.' : 'Welcome back: you can be introduced to people again.'
}

export type SignedInVolunteerPost = { session: DonorSession; volunteer: VolunteerRecord; fields: Record<string, string> }

/** A change posted from the volunteer page: same-site, a live session of a volunteer, its form token. Otherwise the answer to give. */
export async function volunteerPost(payload: Payload, request: Request): Promise<SignedInVolunteerPost | Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site, so nothing was changed.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from your volunteer page.', 400)
  const signedIn = await signedInVolunteer(payload, cookieValue(request, VOLUNTEER_COOKIE))
  if (!signedIn) return seeOther(`${VOLUNTEER_PATH}?asked=ended`)
  if (!isFormTokenOf(signedIn.session.hash, fields.csrf)) return plainText('This form has expired or did not come from your volunteer page, so nothing was changed. Go back and try again.', 403)
  return { ...signedIn, fields }
}

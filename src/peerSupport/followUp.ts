/**
 * The follow-up question, two weeks after the first call: "Did the call help?" (yes, somewhat,
 * no) and an optional comment, answered once through the signed link in the e-mail. Kept on the
 * case; counted on the dashboard.
 */
import type { Payload } from 'payload'
import { caseOfFollowUpToken } from './followUpToken'
import type { CaseRecord } from './records'

export const FOLLOW_UP_ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'somewhat', label: 'Somewhat' },
  { value: 'no', label: 'No' },
] as const

type FollowUpCase = CaseRecord & { followUpSentAt?: string | null; followUpAnsweredAt?: string | null }

/** The case a follow-up link opens: only one we asked about. */
export async function followUpCase(payload: Payload, token: unknown): Promise<FollowUpCase | null> {
  const id = caseOfFollowUpToken(token)
  if (!id) return null
  const c = (await payload.findByID({ collection: 'peer-support-cases', id, depth: 0, overrideAccess: true, disableErrors: true })) as unknown as FollowUpCase | null
  return c?.followUpSentAt ? c : null
}

export type FollowUpOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; field?: string }

export async function answerFollowUp(payload: Payload, token: unknown, answer: unknown, comment: unknown, now = new Date()): Promise<FollowUpOutcome> {
  const c = await followUpCase(payload, token)
  if (!c) return { ok: false, status: 404, message: 'This link does not work. Please use the link in our e-mail as it came.' }
  if (c.followUpAnsweredAt) return { ok: false, status: 409, message: 'Thank you: we already have your answer.' }
  if (!FOLLOW_UP_ANSWERS.some((a) => a.value === answer)) return { ok: false, status: 400, message: 'Please choose yes, somewhat or no.', field: 'answer' }
  const text = typeof comment === 'string' ? comment.trim() : ''
  if (text.length > 2000) return { ok: false, status: 400, message: 'Please keep your comment to 2,000 characters.', field: 'comment' }
  await payload.update({
    collection: 'peer-support-cases',
    id: c.id,
    data: { followUpAnswer: answer as 'yes', followUpComment: text || null, followUpAnsweredAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true }
}

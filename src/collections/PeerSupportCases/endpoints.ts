import type { PayloadHandler, PayloadRequest } from 'payload'
import { hasRole } from '@/access/hasRole'
import { introduce, openCase, suggestionsFor } from '@/peerSupport/cases'
import { runPeerSupportQueueSoon } from '@/peerSupport/mail'
import type { CaseRecord } from '@/peerSupport/records'
import { FORM_IDS } from '@/forms/fields'
import { routeRecordId } from '@/utilities/routeRecordId'

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const refuse = (status: number, message: string) => answer({ error: message, message }, status)

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    return ((await req.json?.()) ?? {}) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** GET /api/peer-support-cases/:id/suggestions: the five best volunteers with reasons; a new case becomes "Suggested". */
export const suggestionsForCase: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'support')) return refuse(403, 'Only Support and administrators may see peer support cases.')
  const id = routeRecordId(req)
  if (!id) return refuse(404, 'There is no such case.')
  const c = (await req.payload.findByID({ collection: 'peer-support-cases', id, depth: 0, overrideAccess: true, disableErrors: true })) as unknown as CaseRecord | null
  if (!c) return refuse(404, 'There is no such case.')
  const suggestions = await suggestionsFor(req.payload, c)
  let status = c.status
  if (status === 'new' && suggestions.length > 0) {
    await req.payload.update({ collection: 'peer-support-cases', id, data: { status: 'suggested' }, depth: 0, overrideAccess: true })
    status = 'suggested'
  }
  return answer({
    status,
    canPick: status === 'new' || status === 'suggested',
    suggestions: suggestions.map((s) => ({ id: s.volunteer.id, firstName: s.volunteer.firstName, reasons: s.reasons, score: s.score })),
  })
}

/** POST /api/peer-support-cases/:id/introduce { volunteer }: picks the volunteer and queues both e-mails. */
export const introduceVolunteer: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'support')) return refuse(403, 'Only Support and administrators may pick a volunteer.')
  const id = routeRecordId(req)
  if (!id) return refuse(404, 'There is no such case.')
  const body = await bodyOf(req)
  const outcome = await introduce(req.payload, id, body.volunteer)
  if (!outcome.ok) return refuse(outcome.status, outcome.message)
  runPeerSupportQueueSoon(req.payload)
  return answer({ message: outcome.message })
}

/** POST /api/peer-support-cases/from-submission { submission }: the case of an older peer-support submission (the one it has, if any). */
export const caseFromSubmission: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'support')) return refuse(403, 'Only Support and administrators may open peer support cases.')
  const body = await bodyOf(req)
  const submissionId = Number(body.submission)
  if (!Number.isInteger(submissionId) || submissionId <= 0) return refuse(400, 'Give the number of a peer-support form submission.')
  const submission = await req.payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!submission) return refuse(404, 'There is no such form submission.')
  if (submission.form !== FORM_IDS.peerSupport) return refuse(400, 'Only peer-support requests become cases.')
  if (submission.deliveryStatus === 'spam') return refuse(409, 'This submission is in the spam folder; release it first.')
  const c = await openCase(req.payload, submissionId, (submission.fields ?? {}) as Record<string, string>)
  return answer({ id: c.id, status: c.status }, 201)
}

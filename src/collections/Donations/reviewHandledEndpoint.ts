import type { Endpoint } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { markReviewHandled } from '@/donations/reviewHandled'
import { routeRecordId } from '@/utilities/routeRecordId'

/** POST /api/donations/:id/review-handled: Finance clears a gift's "Needs review" once it is dealt with. */
export const reviewHandled: Endpoint = {
  path: '/:id/review-handled',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, { signIn: 'Sign in to review donations.', forbidden: 'Only Finance or an administrator can review donations.' }, 'finance')
    if (refused) return refused
    const id = routeRecordId(req)
    const outcome = id ? await markReviewHandled(req.payload, id, req.user!.email ?? 'staff') : { ok: false as const, status: 404, message: 'There is no such donation.' }
    const headers = { 'cache-control': 'no-store' }
    if (!outcome.ok) return Response.json({ errors: [{ message: outcome.message }] }, { status: outcome.status, headers })
    return Response.json({ message: 'Marked as handled.' }, { headers })
  },
}

import type { Endpoint } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { reconcilePendingDonations } from '@/donations/reconcilePending'

/**
 * POST /api/donations/reconcile: runs the reconciliation now instead of waiting for the
 * scheduled job (every 10 minutes), e.g. after a server crash. Finance and administrators only. Answers
 * what it settled and how many donations are still pending (recent ones are left alone).
 */
export const reconcileDonationsNow: Endpoint = {
  path: '/reconcile',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, { signIn: 'Sign in to reconcile donations.', forbidden: 'Only Finance or an administrator can reconcile donations.' }, 'finance')
    if (refused) return refused
    const summary = await reconcilePendingDonations(req.payload)
    const { totalDocs: stillPending } = await req.payload.count({ collection: 'donations', where: { status: { equals: 'pending' } }, overrideAccess: true })
    return Response.json({ ...summary, stillPending }, { headers: { 'cache-control': 'no-store' } })
  },
}

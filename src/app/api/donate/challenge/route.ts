import { createDonationChallenge } from '@/donations/donationChallenge'

/**
 * GET /api/donate/challenge: a fresh proof-of-work challenge for the ALTCHA widget, which the
 * donation form shows only after /api/donate asked for one. Signed and short-lived; never cached.
 */
export async function GET() {
  return Response.json(await createDonationChallenge(), { headers: { 'cache-control': 'no-store' } })
}

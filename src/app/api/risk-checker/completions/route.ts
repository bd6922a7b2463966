import { NextResponse } from 'next/server'
import { clientAddress } from '@/http/clientAddress'
import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'
import { CATEGORIES } from '@/riskChecker/decisionTable'
import { countCompletion } from '@/riskChecker/counts'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { z } from '@/utilities/zod'

const completion = z.object({ category: z.enum(CATEGORIES) }).strict()

/** Finished checks counted per client address: 30 in 10 minutes is far above one person's use, and keeps the counts honest. */
const completionLimiter = new RateLimiter(limitFromEnv('RISK_COUNTS', { max: 30, windowMs: 10 * 60_000 }), sharedHits, 'risk-counts')

/**
 * POST /api/risk-checker/completions {"category":"usual"}: counts one check finished in the
 * browser. Only the result's category is accepted; anything more is refused, not stored.
 */
export async function POST(request: Request) {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return NextResponse.json({ errors: [{ message: 'Send JSON: {"category": "higher" | "usual" | "unclear"}.' }] }, { status: 400 })
  }
  const parsed = completion.safeParse(body)
  if (!parsed.success) {
    return NextResponse.json({ errors: [{ message: 'Send only the result: {"category": "higher" | "usual" | "unclear"}.' }] }, { status: 400 })
  }
  const verdict = await completionLimiter.hit(clientAddress(request.headers))
  if (!verdict.ok) {
    return NextResponse.json(
      { errors: [{ message: 'Too many results counted from your connection; try again later.' }] },
      { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds) } },
    )
  }
  await countCompletion(await getPayloadClient(), parsed.data.category)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

import { NextResponse } from 'next/server'
import { CATEGORIES } from '@/riskChecker/decisionTable'
import { countCompletion } from '@/riskChecker/counts'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { z } from '@/utilities/zod'

const completion = z.object({ category: z.enum(CATEGORIES) }).strict()

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
  await countCompletion(await getPayloadClient(), parsed.data.category)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

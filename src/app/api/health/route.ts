import { NextResponse } from 'next/server'
import { checkDatabase, isHealthy } from '@/operations/databaseHealth'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health, for a load balancer or process manager: 200 when the database answers and
 * has every migration applied, else 503. Says nothing more than that.
 */
export async function GET() {
  const health = await checkDatabase(getPayloadClient)
  const ok = isHealthy(health)
  return NextResponse.json({ status: ok ? 'ok' : 'unavailable', ...health }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

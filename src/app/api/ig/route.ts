import { NextResponse, type NextRequest } from 'next/server'
import { instagramSource } from '@/media-feeds/instagram'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const dynamic = 'force-dynamic'

/** GET /api/ig[?after=cursor]: one page of the Instagram grid, `{ data, next_page_url }`. */
export async function GET(request: NextRequest) {
  const after = request.nextUrl.searchParams.get('after')
  if (after !== null && !/^[\w=-]{1,200}$/.test(after)) {
    return NextResponse.json({ error: 'Unusable page cursor.' }, { status: 400 })
  }
  try {
    const page = await instagramSource(getPayloadClient).page(after)
    return NextResponse.json(page, { headers: { 'cache-control': 'public, max-age=60' } })
  } catch (error) {
    console.warn(`[api/ig] the Instagram feed is unavailable: ${error instanceof Error ? error.message : String(error)}`)
    return NextResponse.json({ error: 'The Instagram feed is unavailable right now.' }, { status: 502 })
  }
}

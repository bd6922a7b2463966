import { NextResponse, type NextRequest } from 'next/server'
import { readQuery } from '@/search/query'
import { getSearchIndex } from '@/search/store'
import { suggestTitles } from '@/search/suggestions'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * GET /api/search/suggestions?value=…: up to six titles for what a visitor has typed so far.
 * Keystrokes are not searches, so nothing here is counted in staff's search figures.
 */
export async function GET(request: NextRequest) {
  const query = readQuery(request.nextUrl.searchParams.get('value'))
  if (!query) return NextResponse.json({ errors: { value: ['Enter something to search for.'] } }, { status: 400 })
  const suggestions = suggestTitles(await getSearchIndex(await getPayloadClient()), query)
  return NextResponse.json({ suggestions }, { headers: { 'Cache-Control': 'no-store' } })
}

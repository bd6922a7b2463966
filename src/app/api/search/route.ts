import { NextResponse, type NextRequest } from 'next/server'
import { searchSite } from '@/search/searchSite'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** GET /api/search?value=…&page=N: the results of /search as JSON. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const response = await searchSite(await getPayloadClient(), { value: params.get('value'), page: params.get('page') })
  if (response.status === 'empty') {
    return NextResponse.json({ errors: { value: ['Enter something to search for.'] } }, { status: 400 })
  }
  const { status: _status, ...body } = response
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } })
}

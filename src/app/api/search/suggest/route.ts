import { NextResponse, type NextRequest } from 'next/server'
import { suggestSearch } from '@/search/suggest'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** GET /api/search/suggest?value=…: up to six titles for the search box while a visitor types. */
export async function GET(request: NextRequest) {
  const answer = await suggestSearch(await getPayloadClient(), request.nextUrl.searchParams.get('value'))
  if (answer.status === 'forbidden') return NextResponse.json({ errors: { value: [answer.message] } }, { status: 400 })
  return NextResponse.json({ suggestions: answer.suggestions }, { headers: { 'Cache-Control': 'no-store' } })
}

import { NextResponse, type NextRequest } from 'next/server'
import { isAcceptablePath } from '@/utilities/pathFromSegments'

/**
 * Addresses that cannot be a page of ours (undecodable escapes, control characters, absurd
 * length) are answered 404 here, before routing: left to Next.js they end in a 500 or in a
 * cache file named after the address.
 */
export function proxy(request: NextRequest) {
  if (!isAcceptablePath(request.nextUrl.pathname)) {
    return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}

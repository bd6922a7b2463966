import { NextResponse, type NextRequest } from 'next/server'
import { NEWS_PATH } from '@/content/paths'
import { isPostId } from '@/media-feeds/instagram/viewer'
import { adminPolicy, needsNonce, sitePolicy } from '@/seo/contentSecurityPolicy'
import { HSTS_HEADER } from '@/seo/securityHeaders'
import { isAcceptablePath } from '@/utilities/pathFromSegments'
import { isProductionSite } from '@/utilities/runtimeEnv'

/**
 * Addresses that cannot be a page of ours (undecodable escapes, control characters, absurd
 * length) get the not-found page here, before routing: left to Next.js they end in a 500 or
 * in a cache file named after the address.
 */
export function proxy(request: NextRequest) {
  const production = isProductionSite()
  const { pathname } = request.nextUrl
  let policy: string
  // Only a nonce changes what the page is rendered with; every other answer leaves the request
  // as it came (handing Next.js a copy of its headers makes it re-apply each one, per request).
  let requestHeaders: Headers | undefined
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    policy = adminPolicy()
  } else if (needsNonce(pathname)) {
    // Next.js reads the nonce from this request header and puts it on every script it renders.
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
    policy = sitePolicy({ nonce, production })
    requestHeaders = new Headers(request.headers)
    requestHeaders.set('content-security-policy', policy)
  } else {
    policy = publicPolicy(production)
  }
  const response = route(request, requestHeaders)
  response.headers.set('content-security-policy', policy)
  // HSTS only where the operator runs production (behind HTTPS); a demo on http://localhost must not pin HTTPS.
  if (production) response.headers.set(HSTS_HEADER.key, HSTS_HEADER.value)
  return response
}

/** The public pages' policy, the same for every request of a process: written once. */
const publicPolicies = new Map<boolean, string>()
function publicPolicy(production: boolean): string {
  let policy = publicPolicies.get(production)
  if (policy === undefined) {
    policy = sitePolicy({ production })
    publicPolicies.set(production, policy)
  }
  return policy
}

function route(request: NextRequest, requestHeaders: Headers | undefined): NextResponse {
  if (!isAcceptablePath(request.nextUrl.pathname) || !isNewsViewerQuery(request.nextUrl)) {
    return NextResponse.rewrite(new URL('/page404', request.url))
  }
  const passOn = requestHeaders ? { request: { headers: requestHeaders } } : undefined
  // The old site's addresses end in "/". Answering them at the address without it (instead of
  // Next.js's own 308 first) keeps an old link to one redirect hop; pages carry a canonical URL.
  const { pathname } = request.nextUrl
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: a cloned nextUrl puts the trailing slash back when formatted.
    const url = new URL(request.url)
    url.pathname = pathname.replace(/\/+$/, '') || '/'
    return NextResponse.rewrite(url, passOn)
  }
  return NextResponse.next(passOn)
}

/**
 * The news page's Instagram viewer opens from ?post={id}, an Instagram id (a number); any other
 * value is not a page of ours. Checked here because the news page itself is cached, the same
 * for every query.
 */
function isNewsViewerQuery(url: URL): boolean {
  if (url.pathname.replace(/\/+$/, '') !== NEWS_PATH) return true
  const posts = url.searchParams.getAll('post')
  return posts.length === 0 || (posts.length === 1 && isPostId(posts[0]))
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}

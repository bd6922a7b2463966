import { describe, expect, it } from 'vitest'
import { adminOnlyClientHints, ADMIN_SOURCE } from '@/http/adminOnlyClientHints'

const hint = (key: string) => ({ key, value: 'Sec-CH-Prefers-Color-Scheme' })

describe('adminOnlyClientHints', () => {
  it('moves the colour-scheme hints from every route to the admin and keeps the rest', () => {
    const ours = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }
    const payloads = { source: '/:path*', headers: [hint('Accept-CH'), hint('Vary'), hint('Critical-CH'), { key: 'X-Powered-By', value: 'Next.js, Payload' }] }
    expect(adminOnlyClientHints([ours, payloads])).toEqual([
      ours,
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] },
      { source: ADMIN_SOURCE, headers: [hint('Accept-CH'), hint('Vary'), hint('Critical-CH')] },
    ])
  })

  it('leaves a Vary of another kind and rules for other routes alone', () => {
    const rules = [
      { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] },
      { source: '/api/:path*', headers: [hint('Accept-CH')] },
    ]
    expect(adminOnlyClientHints(rules)).toEqual(rules)
  })
})

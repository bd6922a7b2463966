/**
 * Which address a post comes from. Next.js passes the socket's address to route handlers as
 * X-Forwarded-For, but keeps a value the client sent itself; src/instrumentation.ts therefore
 * overwrites the header with the socket address unless the operator says the site runs behind
 * a proxy (TRUST_PROXY=1, or the number of proxies in front). Behind N proxies the client is the
 * N-th address from the right: the ones further left were written by the client and may be forged.
 */
import crypto from 'node:crypto'
import { payloadSecret } from '@/utilities/runtimeEnv'

export function trustedProxyHops(): number {
  const raw = process.env.TRUST_PROXY ?? ''
  if (raw === 'true') return 1
  const hops = Number(raw)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.length) return 'unknown'
  // Without a trusted proxy the header holds exactly the socket address (see above): the last entry.
  const index = hops > 0 ? Math.max(0, list.length - hops) : list.length - 1
  return list[index]!.replace(/^::ffff:/, '')
}

/** A keyed hash of the address: lets staff see repeated posts from one place without storing the address. */
export function hashAddress(address: string, secret = payloadSecret()): string {
  return crypto.createHmac('sha256', `form-ip:${secret}`).update(address).digest('hex').slice(0, 32)
}

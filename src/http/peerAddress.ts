/**
 * Next.js hands route handlers the socket's address only through X-Forwarded-For, and only
 * when the client did not send that header itself. Unless the operator trusts a proxy
 * (TRUST_PROXY), this replaces any client-sent value with the socket's address before Next.js
 * sees the request, so the rate limit cannot be dodged by forging the header.
 */
import http from 'node:http'
import { trustedProxyHops } from './clientAddress'

let installed = false

export function installPeerAddressHeader(): void {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request' && trustedProxyHops() === 0) {
      const req = args[0] as http.IncomingMessage
      const address = req.socket?.remoteAddress
      if (address) req.headers['x-forwarded-for'] = address
      else delete req.headers['x-forwarded-for']
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}

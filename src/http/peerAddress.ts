/**
 * Next.js hands route handlers the socket's address only through X-Forwarded-For, and only
 * when the client did not send that header itself. Unless the operator trusts a proxy
 * (TRUST_PROXY), this replaces any client-sent value with the socket's address before Next.js
 * sees the request, so the rate limit cannot be dodged by forging the header. Node publishes each
 * request on its public `http.server.request.start` diagnostics channel just before the server
 * handles it: that is where the header is set.
 */
import diagnosticsChannel from 'node:diagnostics_channel'
import type http from 'node:http'
import { trustedProxyHops } from './clientAddress'

const INSTALLED = Symbol.for('charity.http.peer-address')

export function useSocketAddressAsForwardedFor(req: http.IncomingMessage): void {
  if (trustedProxyHops() > 0) return
  const address = req.socket?.remoteAddress
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
}

export function installPeerAddressHeader(): void {
  const g = globalThis as unknown as Record<symbol, boolean | undefined>
  if (g[INSTALLED]) return
  g[INSTALLED] = true
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    useSocketAddressAsForwardedFor((message as { request: http.IncomingMessage }).request)
  })
}

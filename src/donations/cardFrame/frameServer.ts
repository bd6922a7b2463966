/**
 * A card frame on an origin of its own (its own port): GET /HPPtoken/index.php is the frame's
 * page (framePage.ts), POST /HPPtoken/request turns the typed card into a temporary token. The
 * frame may be shown only inside the given source origins (frame-ancestors) and answers only
 * their "tokenize" messages. What a token is, is the caller's: `issue` makes one from a card that
 * passed the frame's checks (the test gateway seals it, the Moneris stand-in keeps it in memory).
 *
 * Refusal codes are Moneris Hosted Tokenization's: 942 profile or origin, 943 card number,
 * 944 expiry, 941 token not made.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { cardBrand, passesLuhn } from '../card'
import { isExpired } from '../cardExp'
import { cardFramePage } from './framePage'

export const FRAME_PATH = '/HPPtoken/index.php'
const TOKEN_PATH = '/HPPtoken/request'

export type FrameAnswer = { responseCode: string[]; dataKey?: string; bin?: string; errorMessage?: string }
export type TokenizeRequest = { id: string; pan: string; exp: string; origin: string }
export type IssuedCard = { pan: string; expMMYY: string }

export type CardFrameOptions = {
  profileId: string
  sourceOrigins: readonly string[]
  issue: (card: IssuedCard) => string
  host?: string
  port?: number
}

export type RunningCardFrame = {
  /** The frame page's address (without the profile id). */
  url: string
  origin: string
  tokenize: (request: TokenizeRequest) => FrameAnswer
  stop: () => Promise<void>
}

export async function startCardFrame({ profileId, sourceOrigins, issue, host = '127.0.0.1', port = 0 }: CardFrameOptions): Promise<RunningCardFrame> {
  const tokenize = ({ id, pan, exp, origin }: TokenizeRequest): FrameAnswer => {
    if (id !== profileId || !sourceOrigins.includes(origin)) return { responseCode: ['942'], errorMessage: 'Invalid profile id or source origin' }
    const digits = String(pan ?? '').replace(/[\s-]/g, '')
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits) || !cardBrand(digits)) return { responseCode: ['943'], errorMessage: 'Invalid card number' }
    if (!/^(0[1-9]|1[0-2])\d\d$/.test(String(exp ?? '')) || isExpired(exp)) return { responseCode: ['944'], errorMessage: 'Invalid expiry date' }
    try {
      return { responseCode: ['001'], dataKey: issue({ pan: digits, expMMYY: exp }), bin: digits.slice(0, 6) }
    } catch {
      return { responseCode: ['941'], errorMessage: 'Error generating the token' }
    }
  }
  const page = cardFramePage(sourceOrigins, TOKEN_PATH)
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://frame')
    if (req.method === 'GET' && url.pathname === FRAME_PATH) {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `frame-ancestors ${sourceOrigins.join(' ')}`,
          'cache-control': 'no-store',
        })
        .end(page)
      return
    }
    if (req.method === 'POST' && url.pathname === TOKEN_PATH) {
      let body = ''
      req.on('data', (c) => {
        body += c
        if (body.length > 10_000) req.destroy()
      })
      req.on('end', () => {
        let answer: FrameAnswer
        try {
          answer = tokenize(JSON.parse(body) as TokenizeRequest)
        } catch {
          answer = { responseCode: ['941'], errorMessage: 'Error generating the token' }
        }
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(answer))
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  const origin = `http://${host}:${address.port}`
  return {
    url: `${origin}${FRAME_PATH}`,
    origin,
    tokenize,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

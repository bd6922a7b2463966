/**
 * A local stand-in for Moneris's XML gateway (MpgRequest): it parses the request, records it,
 * and answers in Moneris's <response><receipt>… format. Behaviour by card number or data key:
 *   pan 4242…/data_key "dk-ok"  → approved (027)   pan 4000…0002/"dk-decline" → declined (481)
 *   (or the `declines` option's choice of card numbers); res_update_cc (a replaced card) answers
 *   481 for a declining card and keeps the key, else 001 and the key "dk-ok"
 *   mode 'http500' → HTTP 500   mode 'slow' → never answers within the client's timeout
 *   mode 'garbage' → 200 with a non-XML body
 * It keeps its own log of charges by order id (`charges`), and answers Moneris's Status Check
 * (<status_check>true</status_check>) from it: status_code/status_message Found or Not found.
 *
 * With `frame`, it also serves the Hosted Tokenization frame on an origin of its own (another
 * port), speaking its protocol: GET /HPPtoken/index.php?id=<profile> is the card field page;
 * a "tokenize" message from the profile's source origin (only) makes it answer that window with
 * {"responseCode":["001"],"dataKey":"ot-…","bin":"424242"} or a refusal code (943 card number,
 * 944 expiry, 942 profile or origin). The temporary token is good for one call and 15 minutes:
 * res_purchase_cc charges the card behind it, res_add_token vaults it, res_delete removes a key.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInMode = 'normal' | 'http500' | 'slow' | 'garbage'
export type RecordedRequest = { type: string; fields: Record<string, string>; storeId: string; apiToken: string; statusCheck?: true }
export type StandInCharge = { orderId: string; amount: string; approved: boolean }

const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? ''

/** `declines` overrides which card numbers are declined (the card-testing simulation declines most). */
const TEMP_TOKEN_MS = 15 * 60_000

export async function startMonerisStandIn({ declines, frame }: { declines?: (pan: string) => boolean; frame?: { profileId: string; sourceOrigin: string } } = {}) {
  const tempTokens = new Map<string, { pan: string; expdate: string; created: number; used: boolean }>()
  const panDeclines = (pan: string) => (declines ? declines(pan) : pan === '4000000000000002')
  /** The card behind a temporary token, once; null when unknown, used or expired. */
  const takeTempToken = (key: string, now = Date.now()) => {
    const entry = tempTokens.get(key)
    if (!entry || entry.used || now - entry.created > TEMP_TOKEN_MS) return null
    entry.used = true
    return entry
  }
  const requests: RecordedRequest[] = []
  const charges: StandInCharge[] = []
  const receipts = new Map<string, { receipt: string; approved: boolean }>()
  let mode: StandInMode = 'normal'
  let delayMs = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    // A delay keeps charges in flight longer (the crash test kills the site while some are).
    req.on('end', () => (delayMs ? setTimeout(handle, delayMs) : handle()))
    const handle = () => {
      const type = /<(purchase|res_add_cc|res_update_cc|res_purchase_cc|res_add_token|res_delete)>/.exec(body)?.[1] ?? 'unknown'
      const inner = tag(body, type)
      const fields: Record<string, string> = {}
      for (const m of inner.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) fields[m[1]!] = m[2]!
      const statusCheck = tag(body, 'status_check') === 'true'
      requests.push({ type, fields, storeId: tag(body, 'store_id'), apiToken: tag(body, 'api_token'), ...(statusCheck ? { statusCheck: true as const } : {}) })
      if (mode === 'slow') return // the client's timeout fires first; the socket is closed at stop()
      if (mode === 'http500') {
        res.writeHead(500).end('Internal error')
        return
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
        return
      }
      const answer = (receipt: string) =>
        res.writeHead(200, { 'content-type': 'text/xml' }).end(`<?xml version="1.0" standalone="yes"?><response><receipt>${receipt}</receipt></response>`)
      if (statusCheck) {
        const earlier = receipts.get(fields.order_id ?? '')
        answer(
          earlier
            ? `${earlier.receipt}<status_code>${earlier.approved ? '027' : '481'}</status_code><status_message>Found</status_message>`
            : `<ReceiptId>${fields.order_id}</ReceiptId><ResponseCode>null</ResponseCode><Complete>false</Complete><TimedOut>false</TimedOut><status_code>null</status_code><status_message>Not found</status_message>`,
        )
        return
      }
      // A temporary token from the frame: the card behind it decides, and the token is spent.
      const temp = fields.data_key?.startsWith('ot-') && !statusCheck ? takeTempToken(fields.data_key) : undefined
      if (temp === null) {
        answer(`<DataKey>${fields.data_key}</DataKey><ResponseCode>null</ResponseCode><Message>Invalid data key, or a temporary token already used or expired.</Message><Complete>false</Complete><TimedOut>false</TimedOut>`)
        return
      }
      if (type === 'res_add_token') {
        answer(`<DataKey>dk-${temp && panDeclines(temp.pan) ? 'decline' : 'ok'}</DataKey><ResponseCode>001</ResponseCode><Message>Successfully registered CC details.</Message><Complete>true</Complete><TimedOut>false</TimedOut>`)
        return
      }
      if (type === 'res_delete') {
        answer(`<DataKey>${fields.data_key}</DataKey><ResponseCode>001</ResponseCode><Message>Successfully deleted CC details.</Message><Complete>true</Complete><TimedOut>false</TimedOut>`)
        return
      }
      const decline = (temp ? panDeclines(temp.pan) : declines && fields.pan ? declines(fields.pan) : fields.pan === '4000000000000002') || fields.data_key === 'dk-decline'
      // Replacing a vaulted card checks the new one: the declining card is refused, the key unchanged.
      if (type === 'res_update_cc') {
        const newCardDeclines = declines && fields.pan ? declines(fields.pan) : fields.pan === '4000000000000002'
        answer(
          newCardDeclines
            ? `<DataKey>${fields.data_key}</DataKey><ResponseCode>481</ResponseCode><Message>DECLINED           * =</Message><Complete>false</Complete><TimedOut>false</TimedOut>`
            : `<DataKey>dk-ok</DataKey><ResponseCode>001</ResponseCode><Message>Successfully updated CC details.</Message><Complete>true</Complete><TimedOut>false</TimedOut>`,
        )
        return
      }
      const receipt =
        type === 'res_add_cc'
          ? `<DataKey>dk-${decline ? 'decline' : 'ok'}</DataKey><ResponseCode>001</ResponseCode><Message>Successfully registered CC details.</Message><Complete>true</Complete><TimedOut>false</TimedOut>`
          : `<ReceiptId>${fields.order_id}</ReceiptId><ReferenceNum>660123450010690030</ReferenceNum><ResponseCode>${decline ? '481' : '027'}</ResponseCode><AuthCode>${decline ? '' : '123456'}</AuthCode><TransTime>12:30:05</TransTime><TransDate>2026-11-15</TransDate><TransType>00</TransType><Complete>true</Complete><Message>${decline ? 'DECLINED           * =' : 'APPROVED           * ='}</Message><TransAmount>${fields.amount}</TransAmount><CardType>V</CardType><TimedOut>false</TimedOut>`
      if (type !== 'res_add_cc' && fields.order_id) {
        charges.push({ orderId: fields.order_id, amount: fields.amount ?? '', approved: !decline })
        receipts.set(fields.order_id, { receipt, approved: !decline })
      }
      answer(receipt)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const frameServer = frame ? await startFrame(frame, tempTokens) : null
  return {
    url: `http://127.0.0.1:${port}/gateway2/servlet/MpgRequest`,
    /** The frame's address (with `frame`): MONERIS_HT_URL. */
    frameUrl: frameServer?.url ?? null,
    /** Asks for a temporary token as the frame's page does, without a browser. */
    tokenize: (fields: { id: string; pan: string; exp: string; origin: string }) => frameServer!.tokenize(fields),
    requests,
    charges,
    setMode: (m: StandInMode) => {
      mode = m
    },
    setDelay: (ms: number) => {
      delayMs = ms
    },
    stop: async () => {
      await frameServer?.stop()
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

type TempTokens = Map<string, { pan: string; expdate: string; created: number; used: boolean }>
type FrameAnswer = { responseCode: string[]; dataKey?: string; bin?: string; errorMessage?: string }

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => sum + (i % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(d)]! : Number(d)), 0) % 10 === 0

/** The frame's page: one labelled card field and an expiry field, errors announced and tied to them. */
const framePage = (sourceOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title>
<style>body{font:16px sans-serif;margin:0}label{display:block;margin:.25rem 0}input{font:inherit;padding:.4rem;border:1px solid #333}input:focus{outline:3px solid #1a5fb4}#err{color:#a4000f}</style></head>
<body><label for="pan">Card number</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" aria-describedby="err">
<label for="exp">Expiry (MMYY)</label><input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" maxlength="4" aria-describedby="err">
<p id="err" role="alert"></p>
<script>
const source = ${JSON.stringify(sourceOrigin)};
addEventListener('message', async (event) => {
  if (event.origin !== source || event.data !== 'tokenize') return;
  const res = await fetch('/HPPtoken/request', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: new URLSearchParams(location.search).get('id'), pan: document.getElementById('pan').value, exp: document.getElementById('exp').value, origin: event.origin }) });
  const answer = await res.json();
  const bad = answer.responseCode[0] === '001' ? null : answer.responseCode[0] === '944' ? 'exp' : 'pan';
  for (const id of ['pan', 'exp']) document.getElementById(id).setAttribute('aria-invalid', String(id === bad));
  document.getElementById('err').textContent = answer.errorMessage || '';
  event.source.postMessage(JSON.stringify(answer), event.origin);
});
</script></body></html>`

async function startFrame({ profileId, sourceOrigin }: { profileId: string; sourceOrigin: string }, tempTokens: TempTokens) {
  const tokenize = ({ id, pan, exp, origin }: { id: string; pan: string; exp: string; origin: string }): FrameAnswer => {
    if (id !== profileId || origin !== sourceOrigin) return { responseCode: ['942'], errorMessage: 'Invalid profile id or source origin' }
    const digits = pan.replace(/[\s-]/g, '')
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { responseCode: ['943'], errorMessage: 'Invalid card number' }
    if (!/^(0[1-9]|1[0-2])\d\d$/.test(exp)) return { responseCode: ['944'], errorMessage: 'Invalid expiry date' }
    const dataKey = `ot-${crypto.randomBytes(12).toString('base64url')}`
    // Moneris keeps the expiry as YYMM with the token.
    tempTokens.set(dataKey, { pan: digits, expdate: `${exp.slice(2)}${exp.slice(0, 2)}`, created: Date.now(), used: false })
    return { responseCode: ['001'], dataKey, bin: digits.slice(0, 6) }
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://frame')
    if (req.method === 'GET' && url.pathname === '/HPPtoken/index.php') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `frame-ancestors ${sourceOrigin}` }).end(framePage(sourceOrigin))
      return
    }
    if (req.method === 'POST' && url.pathname === '/HPPtoken/request') {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        let answer: FrameAnswer
        try {
          answer = tokenize(JSON.parse(body))
        } catch {
          answer = { responseCode: ['941'], errorMessage: 'Error generating the token' }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/HPPtoken/index.php`,
    tokenize,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

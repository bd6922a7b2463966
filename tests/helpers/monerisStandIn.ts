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
 * res_purchase_cc charges the card behind it, res_add_token vaults it, res_delete removes a key;
 * their answers carry the Vault's ResolveData (masked_pan "4242***4242", expdate YYMM). A data key
 * it does not know, or one spent or expired, is answered as the Vault answers one it cannot
 * resolve: ResponseCode null (not sent for authorisation), Complete false, ResSuccess false.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startCardFrame } from '@/donations/cardFrame/frameServer'

export type StandInMode = 'normal' | 'http500' | 'slow' | 'garbage'
export type RecordedRequest = { type: string; fields: Record<string, string>; storeId: string; apiToken: string; statusCheck?: true }
export type StandInCharge = { orderId: string; amount: string; approved: boolean }

const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? ''

const TEMP_TOKEN_MS = 15 * 60_000

/**
 * `declines` overrides which card numbers are declined (the card-testing simulation declines most);
 * `now` is the stand-in's clock, which ages its temporary tokens.
 */
export async function startMonerisStandIn({
  declines,
  frame,
  now = Date.now,
}: { declines?: (pan: string) => boolean; frame?: { profileId: string; sourceOrigin: string }; now?: () => number } = {}) {
  const tempTokens = new Map<string, { pan: string; expdate: string; created: number; used: boolean }>()
  const panDeclines = (pan: string) => (declines ? declines(pan) : pan === '4000000000000002')
  /** The card behind a temporary token, once; null when unknown, used or expired. */
  const takeTempToken = (key: string) => {
    const entry = tempTokens.get(key)
    if (!entry || entry.used || now() - entry.created > TEMP_TOKEN_MS) return null
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
        // The Vault cannot resolve the key: nothing is sent for authorisation (ResponseCode null).
        answer(
          `<DataKey>${fields.data_key}</DataKey><ReceiptId>${fields.order_id ?? 'null'}</ReceiptId><ReferenceNum>null</ReferenceNum><ResponseCode>null</ResponseCode><ISO>null</ISO><AuthCode>null</AuthCode><Message>Invalid data key.</Message><TransTime>null</TransTime><TransDate>null</TransDate><TransType>null</TransType><Complete>false</Complete><TransAmount>null</TransAmount><CardType>null</CardType><TimedOut>false</TimedOut><ResSuccess>false</ResSuccess><PaymentType>null</PaymentType><ResolveData>null</ResolveData>`,
        )
        return
      }
      if (type === 'res_add_token') {
        answer(`<DataKey>dk-${temp && panDeclines(temp.pan) ? 'decline' : 'ok'}</DataKey><ResponseCode>001</ResponseCode><Message>Successfully registered CC details.</Message><Complete>true</Complete><TimedOut>false</TimedOut><ResSuccess>true</ResSuccess><PaymentType>cc</PaymentType>${temp ? resolveData(temp) : ''}`)
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
          : `<ReceiptId>${fields.order_id}</ReceiptId><ReferenceNum>660123450010690030</ReferenceNum><ResponseCode>${decline ? '481' : '027'}</ResponseCode><AuthCode>${decline ? '' : '123456'}</AuthCode><TransTime>12:30:05</TransTime><TransDate>2026-11-15</TransDate><TransType>00</TransType><Complete>true</Complete><Message>${decline ? 'DECLINED           * =' : 'APPROVED           * ='}</Message><TransAmount>${fields.amount}</TransAmount><CardType>${cardType(temp?.pan ?? fields.pan ?? '')}</CardType><TimedOut>false</TimedOut>${
              // A Vault purchase also answers with the card behind the key, masked.
              type === 'res_purchase_cc' ? `<ResSuccess>true</ResSuccess><PaymentType>cc</PaymentType>${temp ? resolveData(temp) : ''}` : ''
            }`
      if (type !== 'res_add_cc' && fields.order_id) {
        charges.push({ orderId: fields.order_id, amount: fields.amount ?? '', approved: !decline })
        receipts.set(fields.order_id, { receipt, approved: !decline })
      }
      answer(receipt)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const frameServer = frame ? await startFrame(frame, tempTokens, now) : null
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

/** Moneris's card type code in a receipt. */
const cardType = (pan: string) => (/^4/.test(pan) ? 'V' : /^(5[1-5]|2[2-7])/.test(pan) ? 'M' : /^3[47]/.test(pan) ? 'AX' : 'V')

/** A Vault answer's ResolveData: the card masked to its first and last four digits, its expiry (YYMM). */
const resolveData = (card: { pan: string; expdate: string }) =>
  `<ResolveData><cust_id></cust_id><phone></phone><email></email><note></note><crypt_type>7</crypt_type><masked_pan>${card.pan.slice(0, 4)}***${card.pan.slice(-4)}</masked_pan><expdate>${card.expdate}</expdate></ResolveData>`

/** The frame (the site's shared card-frame server); its tokens are kept here for the XML calls above. */
function startFrame({ profileId, sourceOrigin }: { profileId: string; sourceOrigin: string }, tempTokens: TempTokens, now: () => number) {
  return startCardFrame({
    profileId,
    sourceOrigins: [sourceOrigin],
    issue: ({ pan, expMMYY }) => {
      const dataKey = `ot-${crypto.randomBytes(12).toString('base64url')}`
      // Moneris keeps the expiry as YYMM with the token.
      tempTokens.set(dataKey, { pan, expdate: `${expMMYY.slice(2)}${expMMYY.slice(0, 2)}`, created: now(), used: false })
      return dataKey
    },
  })
}

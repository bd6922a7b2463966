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
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInMode = 'normal' | 'http500' | 'slow' | 'garbage'
export type RecordedRequest = { type: string; fields: Record<string, string>; storeId: string; apiToken: string; statusCheck?: true }
export type StandInCharge = { orderId: string; amount: string; approved: boolean }

const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? ''

/** `declines` overrides which card numbers are declined (the card-testing simulation declines most). */
export async function startMonerisStandIn({ declines }: { declines?: (pan: string) => boolean } = {}) {
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
      const type = /<(purchase|res_add_cc|res_update_cc|res_purchase_cc)>/.exec(body)?.[1] ?? 'unknown'
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
      const decline = (declines && fields.pan ? declines(fields.pan) : fields.pan === '4000000000000002') || fields.data_key === 'dk-decline'
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
  return {
    url: `http://127.0.0.1:${port}/gateway2/servlet/MpgRequest`,
    requests,
    charges,
    setMode: (m: StandInMode) => {
      mode = m
    },
    setDelay: (ms: number) => {
      delayMs = ms
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Moneris Gateway (Canada) over its XML API: purchase, vault (res_add_cc), replacing a vaulted
 * card (res_update_cc) and charging a vaulted card (res_purchase_cc); with a temporary token from
 * the Hosted Tokenization frame (hostedTokenization.ts): res_purchase_cc on it, res_add_token to
 * keep it, res_delete for a replaced card. Selected with PAYMENT_GATEWAY=moneris and configured by
 * MONERIS_STORE_ID, MONERIS_API_TOKEN, MONERIS_URL (default: Moneris's test host) and
 * MONERIS_TIMEOUT_MS. Moneris approves when ResponseCode is a number below 50 and the
 * transaction is complete.
 */
import { brandOfBin } from '../card'
import { failedResult } from './failedResult'
import type { CardShown, GatewayResult, PaymentGateway, StatusAnswer, VaultResult } from './types'

export type MonerisConfig = { storeId: string; apiToken: string; url: string; timeoutMs: number }

export const MONERIS_TEST_URL = 'https://esqa.moneris.com/gateway2/servlet/MpgRequest'
const CRYPT_TYPE_ECOMMERCE = '7'

export function monerisConfigFromEnv(env: Record<string, string | undefined> = process.env): MonerisConfig {
  const storeId = env.MONERIS_STORE_ID
  const apiToken = env.MONERIS_API_TOKEN
  if (!storeId || !apiToken) throw new Error('PAYMENT_GATEWAY=moneris needs MONERIS_STORE_ID and MONERIS_API_TOKEN.')
  return { storeId, apiToken, url: env.MONERIS_URL || MONERIS_TEST_URL, timeoutMs: Number(env.MONERIS_TIMEOUT_MS) || 30_000 }
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * Builds <request> with the store credentials and one transaction element. With statusCheck,
 * Moneris's Status Check: the gateway looks the order id up and reports the earlier outcome
 * instead of processing the transaction.
 */
export function buildRequestXml(config: MonerisConfig, type: string, fields: Record<string, string>, statusCheck = false): string {
  const body = Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('')
  const check = statusCheck ? '<status_check>true</status_check>' : ''
  return `<?xml version="1.0" encoding="UTF-8"?><request><store_id>${escapeXml(config.storeId)}</store_id><api_token>${escapeXml(config.apiToken)}</api_token>${check}<${type}>${body}</${type}></request>`
}

/** Reads one element's text from Moneris's flat <receipt> answer. */
export function readTag(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)
  if (!m) return null
  const value = m[1]!.trim().replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
  return value === '' || value === 'null' ? null : value
}

/** MMYY (the form's card_exp) → YYMM (Moneris's expdate). */
export const toMonerisExpdate = (mmyy: string) => `${mmyy.slice(2, 4)}${mmyy.slice(0, 2)}`

const CARD_TYPES: Record<string, CardShown['brand']> = { V: 'visa', M: 'mastercard', AX: 'amex' }

/**
 * What a Vault answer's ResolveData shows of the card: masked_pan is the first and last four
 * digits ("4242***4242"), expdate YYMM. Only the last four, the brand and the expiry (for the day
 * to ask for a new card; never kept) are read; null when the answer shows no card.
 */
export function cardShownIn(xml: string): CardShown | null {
  const last4 = /^(\d{4})\*+(\d{4})$/.exec(readTag(xml, 'masked_pan') ?? '')
  if (!last4) return null
  const expdate = readTag(xml, 'expdate') ?? ''
  return {
    brand: CARD_TYPES[readTag(xml, 'CardType') ?? ''] ?? brandOfBin(last4[1]!),
    last4: last4[2]!,
    expMMYY: /^\d{4}$/.test(expdate) ? `${expdate.slice(2)}${expdate.slice(0, 2)}` : null,
  }
}

export function mapReceipt(xml: string, now: Date = new Date()): GatewayResult & { dataKey: string | null } {
  const code = readTag(xml, 'ResponseCode')
  const complete = readTag(xml, 'Complete') === 'true'
  const timedOut = readTag(xml, 'TimedOut') === 'true'
  const date = readTag(xml, 'TransDate')
  const time = readTag(xml, 'TransTime')
  const approved = complete && !timedOut && code !== null && /^\d+$/.test(code) && Number(code) < 50
  // A null ResponseCode means the transaction was not sent for authorisation; with ResSuccess
  // false the Vault could not resolve the data key (unknown, spent or expired).
  const tokenRefused = code === null && !complete && !timedOut && readTag(xml, 'ResSuccess') === 'false'
  const card = cardShownIn(xml)
  return {
    status: approved ? 'approved' : code !== null && /^\d+$/.test(code) ? 'declined' : 'failed',
    responseCode: code,
    referenceNum: readTag(xml, 'ReferenceNum'),
    authCode: readTag(xml, 'AuthCode'),
    message: readTag(xml, 'Message') ?? (timedOut ? 'TIMEOUT' : 'No message'),
    transDateTime: date && time ? new Date(`${date}T${time}`).toISOString() : now.toISOString(),
    ...(tokenRefused ? { tokenRefused: true as const } : {}),
    ...(card ? { card } : {}),
    dataKey: readTag(xml, 'DataKey'),
  }
}

/**
 * A Status Check answer: status_message "Found" with status_code below 50 for an approval, 50
 * or above for a decline; "Not found" when the order never reached Moneris; null when unclear.
 */
export function mapStatusCheck(xml: string): StatusAnswer | null {
  const message = readTag(xml, 'status_message')
  const code = readTag(xml, 'status_code')
  if (message && /^not found$/i.test(message)) return { found: false }
  // Anything else unclear is no answer: the donation is flagged rather than guessed.
  if (!message || !/^found$/i.test(message) || code === null || !/^\d+$/.test(code)) return null
  const receipt = mapReceipt(xml)
  return { found: true, result: { ...receipt, status: Number(code) < 50 ? 'approved' : 'declined', responseCode: receipt.responseCode ?? code } }
}

export function createMonerisGateway(config: MonerisConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  async function post(type: string, fields: Record<string, string>, statusCheck = false): Promise<{ text: string } | { error: GatewayResult; noAnswer: boolean }> {
    let res: Response
    try {
      res = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: buildRequestXml(config, type, fields, statusCheck),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      const name = (error as Error)?.name
      return { error: failedResult(name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT: the payment service did not answer' : 'The payment service could not be reached'), noAnswer: true }
    }
    if (!res.ok) return { error: failedResult(`The payment service answered HTTP ${res.status}`), noAnswer: false }
    const text = await res.text().catch(() => '')
    if (!text.includes('<receipt>')) return { error: failedResult('The payment service sent an unreadable answer'), noAnswer: false }
    return { text }
  }

  async function send(type: string, fields: Record<string, string>) {
    const answer = await post(type, fields)
    if ('error' in answer) return { ...answer.error, dataKey: null, noAnswer: answer.noAnswer }
    return { ...mapReceipt(answer.text), noAnswer: false }
  }

  const strip = ({ dataKey: _d, noAnswer: _n, ...rest }: GatewayResult & { dataKey: string | null; noAnswer: boolean }): GatewayResult => rest

  /** A vault answer: ResponseCode below 50 and a DataKey when the card is stored, with the card its ResolveData shows. */
  const vaulted = (answer: GatewayResult & { dataKey: string | null; noAnswer: boolean }): VaultResult =>
    answer.dataKey && answer.responseCode && /^\d+$/.test(answer.responseCode) && Number(answer.responseCode) < 50
      ? { ok: true, token: answer.dataKey, ...(answer.card ? { card: answer.card } : {}) }
      : { ok: false, result: strip(answer.status === 'approved' ? { ...answer, status: 'failed' } : answer) }

  return {
    name: 'moneris',
    async purchase({ orderId, amount, card }) {
      return strip(
        await send('purchase', { order_id: orderId, amount, pan: card.pan, expdate: toMonerisExpdate(card.expMMYY), crypt_type: CRYPT_TYPE_ECOMMERCE }),
      )
    },
    async vault({ customerId, card }) {
      const answer = await send('res_add_cc', { cust_id: customerId, pan: card.pan, expdate: toMonerisExpdate(card.expMMYY), crypt_type: CRYPT_TYPE_ECOMMERCE })
      // The vault answers ResponseCode 001 and a DataKey when the card is stored.
      if (answer.dataKey && answer.responseCode && Number(answer.responseCode) < 50) return { ok: true, token: answer.dataKey }
      return { ok: false, result: strip(answer.status === 'approved' ? { ...answer, status: 'failed' } : answer) }
    },
    async updateVault({ token, customerId, card }) {
      const answer = await send('res_update_cc', { data_key: token, cust_id: customerId, pan: card.pan, expdate: toMonerisExpdate(card.expMMYY), crypt_type: CRYPT_TYPE_ECOMMERCE })
      if (answer.dataKey && answer.responseCode && /^\d+$/.test(answer.responseCode) && Number(answer.responseCode) < 50) return { ok: true, token: answer.dataKey }
      return { ok: false, result: strip(answer.status === 'approved' ? { ...answer, status: 'failed' } : answer) }
    },
    async chargeToken({ orderId, amount, token }) {
      return strip(await send('res_purchase_cc', { data_key: token, order_id: orderId, amount, crypt_type: CRYPT_TYPE_ECOMMERCE }))
    },
    cardTokens: {
      // Moneris's temporary tokens are opaque ("ot-…") and Moneris publishes no look-up of one
      // before it is used: only its form can be checked here, and the card shows only the first
      // six digits the frame gave the page. A forged, spent or expired one is refused by Moneris
      // itself (tokenRefused) and by the site's own spent list; the charge's answer shows the last four.
      inspect(cardToken, bin) {
        if (!/^ot-[A-Za-z0-9_-]{8,100}$/.test(cardToken)) return { ok: false, problem: 'forged' }
        return { ok: true, card: { bin, last4: null, brand: brandOfBin(bin), expMMYY: null } }
      },
      // The frame's temporary token is a data key: charged with the vault's purchase call.
      async purchase({ orderId, amount, cardToken }) {
        return strip(await send('res_purchase_cc', { data_key: cardToken, order_id: orderId, amount, crypt_type: CRYPT_TYPE_ECOMMERCE }))
      },
      async vault({ customerId, cardToken }) {
        return vaulted(await send('res_add_token', { data_key: cardToken, cust_id: customerId, crypt_type: CRYPT_TYPE_ECOMMERCE }))
      },
      async replace({ token, customerId, cardToken }) {
        // A new vault profile for the new card; only once it exists is the old one removed.
        const answer = vaulted(await send('res_add_token', { data_key: cardToken, cust_id: customerId, crypt_type: CRYPT_TYPE_ECOMMERCE }))
        if (answer.ok && answer.token !== token) {
          const removed = await send('res_delete', { data_key: token })
          if (!removed.responseCode || Number(removed.responseCode) >= 50) console.error('moneris: the replaced card could not be removed from the vault; remove it in the Merchant Resource Centre')
        }
        return answer
      },
    },
    async status({ orderId, amount, kind }) {
      // The original transaction type and order id; the card (never kept) is not needed to look it up.
      const answer = await post(kind, { order_id: orderId, amount, crypt_type: CRYPT_TYPE_ECOMMERCE }, true)
      return 'error' in answer ? null : mapStatusCheck(answer.text)
    },
  }
}

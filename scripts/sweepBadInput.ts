/**
 * The bad-input sweep behind `npm run sweep:bad-input` (and its short run in
 * tests/e2e/sweep-bad-input.test.ts): malformed, over-long, wrongly typed and wrongly encoded
 * input to every public endpoint (pages with query strings, search, videos, Instagram, forms
 * and the old Contact Form 7 address, donation, receipt, My giving, unsubscribe, health, Payload's REST,
 * GraphQL and login). Counts the answers per status; any 5xx, hang (no answer in time) or
 * approved charge is a failure, and so is a probe answered otherwise than it must be (the card
 * token cases: a missing, forged, expired or reused token, and card-number fields, answer 400).
 * With the site's card frame, the donation probes carry a real (unspent) card token, so each is
 * judged on its own fault rather than on a missing token.
 */
import { sealTestCardToken } from '../src/donations/gateway/testCardToken'
import { frameToken } from '../tests/helpers/cardFrame'
import { TEST_CARD, validFields } from '../tests/helpers/donations'

export type Probe = { name: string; method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string | Uint8Array | FormData; expectStatus?: number }
export type ProbeResult = { probe: Probe; status: number | 'hang' | 'network error'; ms: number; charged: boolean }
export type SweepReport = { byStatus: Map<string, number>; failures: ProbeResult[]; total: number }

const LONG = 'A'.repeat(20_000)
const HUGE = 'x'.repeat(1_100_000)
const INVALID_UTF8 = new Uint8Array([0x61, 0xff, 0xfe, 0xc3, 0x28, 0x80, 0x3d, 0xe2, 0x82])

const PAGES = [
  '/',
  '/search',
  '/news',
  '/about-prostate-cancer/video-library',
  '/ways-to-give/tax-receipt',
  '/ways-to-give/thank-you',
  '/ways-to-give/donate-online',
  '/ways-to-give/my-giving',
  '/ways-to-give/my-giving/link',
  '/ways-to-give/my-giving/card',
  '/ways-to-give/my-giving/cancel',
  '/about-prostate-cancer/check-your-risk',
  '/about-prostate-cancer/check-your-risk/plan',
  '/about-prostate-cancer/check-your-risk/plan.pdf',
  '/about-prostate-cancer/check-your-risk/reminder',
  '/about-prostate-cancer/check-your-risk/reminder/confirm',
  '/about-prostate-cancer/check-your-risk/reminder/stop',
  '/newsletter/unsubscribe',
  '/about-us/contact-us',
  '/get-involved/find-an-event',
  '/our-impact/patient-stories',
  '/static-data.json',
  '/no-such-page',
  '/news/%E0%A4%A',
  '/%FF%FE%00',
  `/our-impact/patient-stories/${'x'.repeat(3000)}`,
  '/get-involved/find-an-event/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
]

const QUERIES = [
  '',
  `?value=${LONG}`,
  '?value=%FF%FE',
  '?value[]=a&value[]=b',
  '?value=%00&page=-1',
  '?page=abc&limit=1e999',
  '?post=abc',
  '?post=99999999999999999999999',
  '?token=garbage',
  `?token=${LONG}`,
  '?token=a.b.c&token=d',
  '?playlist=%3Cscript%3Ealert(1)%3C/script%3E',
  '?%=%&&=',
]

const SHORT_QUERIES = ['', `?value=${LONG}`, '?value=%FF%FE', '?post=abc', '?token=garbage', '?%=%&&=']

const APIS_GET = ['/api/search', '/api/videos', '/api/ig', '/api/donate/receipt', '/api/donate/receipt/answer', '/api/health', '/ways-to-give/my-giving/annual-receipt']
const API_QUERIES = [...QUERIES, '?after=%FF', `?after=${LONG}`, '?page=0', '?page=1.5', '?page=-3']

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one)
  return f
}

const goodDonation = validFields({ donation_amount: '25.00', card_name: 'Sweep Donor', b_fname: 'Sweep', b_tel: '250-555-0100', b_email: 'sweep@example.org', information: 'false' })
const xhr = { 'x-requested-with': 'XMLHttpRequest' }
let keyCounter = 0
const key = () => `sweep-${Date.now().toString(36)}-${keyCounter++}`

const donateProbe = (name: string, body: Probe['body'], headers: Record<string, string> = { ...xhr, 'idempotency-key': key() }): Probe => ({ name: `donate: ${name}`, method: 'POST', path: '/api/donate', headers, body })

function donationProbes(goodDonation: Record<string, string>): Probe[] {
  const d = donateProbe
  return [
    d('no body, no headers', undefined, {}),
    d('no Idempotency-Key', form(goodDonation), xhr),
    d('short Idempotency-Key', form(goodDonation), { ...xhr, 'idempotency-key': 'abc' }),
    d('Idempotency-Key with spaces', form(goodDonation), { ...xhr, 'idempotency-key': 'not a valid key at all' }),
    d('Idempotency-Key 5000 characters', form(goodDonation), { ...xhr, 'idempotency-key': 'k'.repeat(5000) }),
    d('malformed JSON', '{"donation_amount":', { ...xhr, 'idempotency-key': key(), 'content-type': 'application/json' }),
    d('JSON instead of a form', JSON.stringify(goodDonation), { ...xhr, 'idempotency-key': key(), 'content-type': 'application/json' }),
    d('broken multipart', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', { ...xhr, 'idempotency-key': key(), 'content-type': 'multipart/form-data; boundary=abc' }),
    d('multipart without boundary', 'a=b', { ...xhr, 'idempotency-key': key(), 'content-type': 'multipart/form-data' }),
    d('urlencoded with bad escapes', 'donation_amount=%ZZ&card_number=%', { ...xhr, 'idempotency-key': key(), 'content-type': 'application/x-www-form-urlencoded' }),
    d('invalid UTF-8', INVALID_UTF8, { ...xhr, 'idempotency-key': key(), 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }),
    d('amount not a number', form({ ...goodDonation, donation_amount: 'abc' })),
    d('amount negative', form({ ...goodDonation, donation_amount: '-5' })),
    d('amount 1e308', form({ ...goodDonation, donation_amount: '1e308' })),
    d('card number letters', form({ ...goodDonation, card_number: 'abcdabcdabcdabcd' })),
    d('card expiry nonsense', form({ ...goodDonation, card_exp: '99/99' })),
    d('unknown donation type', form({ ...goodDonation, donation_type: 'weekly' })),
    d('fields repeated', form({ ...goodDonation, donation_amount: ['10', '20'] })),
    d('20 kB name', form({ ...goodDonation, b_fname: LONG })),
    d('1 MB message', form({ ...goodDonation, h_message: HUGE })),
    d('every field empty', form(Object.fromEntries(Object.keys(goodDonation).map((k) => [k, ''])))),
    d('NUL bytes', form({ ...goodDonation, b_lname: 'Do\u0000nor', b_email: 'a\u0000@example.org' })),
  ]
}

function formProbes(path: string): Probe[] {
  const f = (name: string, body: Probe['body'], headers: Record<string, string> = {}): Probe => ({ name: `${path}: ${name}`, method: 'POST', path, headers, body })
  const good = { full_name: 'Sweep Person', email: 'sweep@example.org', subject: 'Hello', message: 'A message', _form_elapsed: '5000' }
  return [
    f('no body', undefined),
    f('malformed JSON', '{"full_name":', { 'content-type': 'application/json' }),
    f('JSON array', '[1,2,3]', { 'content-type': 'application/json' }),
    f('wrong types in JSON', JSON.stringify({ full_name: 5, email: ['a'], message: { x: 1 } }), { 'content-type': 'application/json' }),
    f('broken multipart', '--xyz\r\nnonsense', { 'content-type': 'multipart/form-data; boundary=abc' }),
    f('text/plain', 'hello', { 'content-type': 'text/plain' }),
    f('bad escapes', 'full_name=%ZZ&email=%', { 'content-type': 'application/x-www-form-urlencoded' }),
    f('invalid UTF-8', INVALID_UTF8, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }),
    f('20 kB fields', new URLSearchParams({ ...good, full_name: LONG, message: LONG }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    f('1 MB message', new URLSearchParams({ ...good, message: HUGE }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    f('bad e-mail', new URLSearchParams({ ...good, email: 'not an address' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    f('elapsed not a number', new URLSearchParams({ ...good, _form_elapsed: 'soon' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    f('foreign origin', new URLSearchParams(good).toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example.org' }),
  ]
}

function payloadProbes(): Probe[] {
  const json = { 'content-type': 'application/json' }
  const g = (name: string, body: string): Probe => ({ name: `graphql: ${name}`, method: 'POST', path: '/api/graphql', headers: json, body })
  return [
    ...['?where[title][equals]=x', '?where[nonexistent][equals]=1', '?where=notjson', '?limit=abc', '?limit=-1', '?page=-1', '?depth=999', '?depth=abc', '?sort=%FF', '?sort=nonexistent', `?where[title][like]=${LONG}`, '?where[id][in]=a,b', '?locale=xx', '?select[title]=banana'].map(
      (q): Probe => ({ name: `REST pages ${q.slice(0, 40)}`, method: 'GET', path: `/api/pages${q}` }),
    ),
    { name: 'REST page not an id', method: 'GET', path: '/api/pages/not-an-id' },
    { name: 'REST page huge id', method: 'GET', path: '/api/pages/99999999999999999999999' },
    { name: 'REST news by odd id', method: 'GET', path: '/api/news-posts/%FF' },
    { name: 'REST global depth abc', method: 'GET', path: '/api/globals/site-settings?depth=abc' },
    { name: 'REST donations without sign-in', method: 'GET', path: '/api/donations' },
    { name: 'REST create page without sign-in', method: 'POST', path: '/api/pages', headers: json, body: '{"title":' },
    { name: 'REST users/me with garbage token', method: 'GET', path: '/api/users/me', headers: { authorization: 'JWT not.a.token' } },
    { name: 'login malformed JSON', method: 'POST', path: '/api/users/login', headers: json, body: '{"email":' },
    { name: 'login wrong types', method: 'POST', path: '/api/users/login', headers: json, body: JSON.stringify({ email: 5, password: ['x'] }) },
    { name: 'login empty', method: 'POST', path: '/api/users/login', headers: json, body: '{}' },
    { name: 'login huge', method: 'POST', path: '/api/users/login', headers: json, body: JSON.stringify({ email: `${LONG}@example.org`, password: LONG }) },
    { name: 'login invalid UTF-8', method: 'POST', path: '/api/users/login', headers: json, body: INVALID_UTF8 },
    { name: 'forgot-password wrong types', method: 'POST', path: '/api/users/forgot-password', headers: json, body: JSON.stringify({ email: { $gt: '' } }) },
    g('malformed JSON', '{"query":'),
    g('query not a string', JSON.stringify({ query: 5 })),
    g('syntax error', JSON.stringify({ query: '{ Pages( { docs' })),
    g('unknown field', JSON.stringify({ query: '{ Nothing { id } }' })),
    g('wrong argument type', JSON.stringify({ query: '{ Pages(limit: "many") { docs { id } } }' })),
    g('variables not an object', JSON.stringify({ query: 'query($l:Int){ Pages(limit:$l){ docs { id } } }', variables: 'x' })),
    g('deep query', JSON.stringify({ query: `{ Pages { docs { ${'parent { '.repeat(30)}id${' }'.repeat(30)} } } }` })),
    g('huge query', JSON.stringify({ query: `{ Pages { docs { ${'id '.repeat(100_000)} } } }` })),
    g('invalid UTF-8', INVALID_UTF8 as unknown as string),
    { name: 'graphql GET bad encoding', method: 'GET', path: '/api/graphql?query=%FF%FE' },
  ]
}

/** The site's card frame (the test gateway's): its page's address and the key its tokens are sealed with. */
export type SweepCardFrame = { url: string; key: string }

/**
 * The card token cases, each answered 400 with nothing charged: a post without a token, a forged
 * token, an expired one (sealed 16 minutes ago), one already spent by a real gift, and a post with
 * card-number fields instead of a token. Also the gift made with the real token, which must be
 * approved (so the reuse probe is a real reuse).
 */
async function cardTokenProbes(base: string, frame: SweepCardFrame, withToken: Record<string, string>): Promise<{ spend: Probe; probes: Probe[] }> {
  const { card_token: _t, card_bin: _b, ...noToken } = withToken
  const spent = await frameToken(frame.url, base, TEST_CARD.approve)
  const expired = sealTestCardToken({ pan: TEST_CARD.approve, expMMYY: withToken.card_exp ?? '0930' }, () => 'approve', { now: Date.now() - 16 * 60_000, env: { TEST_CARD_FRAME_KEY: frame.key } })
  const t = (name: string, fields: Record<string, string>): Probe => ({ ...donateProbe(`card token ${name}`, form(fields)), expectStatus: 400 })
  return {
    spend: { ...donateProbe('a real gift spending a token', form({ ...noToken, ...spent })), expectStatus: 200 },
    probes: [
      t('missing', noToken),
      t('forged', { ...noToken, card_token: 'tt-c3dlZXAgZm9yZ2VkIHRva2VuIGZvciB0ZXN0aW5n', card_bin: '424242' }),
      t('expired', { ...noToken, card_token: expired, card_bin: '424242' }),
      t('reused', { ...noToken, ...spent }),
      t('replaced by card-number fields', { ...noToken, card_number: TEST_CARD.approve, card_exp: '0930' }),
    ],
  }
}

export function probes(short: boolean, donation: Record<string, string> = goodDonation): Probe[] {
  const queries = short ? SHORT_QUERIES : QUERIES
  const pages = short ? PAGES.filter((_, i) => i % 3 === 0 || i >= PAGES.length - 3) : PAGES
  const list: Probe[] = []
  for (const page of pages) for (const q of queries) list.push({ name: `page ${page.slice(0, 40)}${q.slice(0, 30)}`, method: 'GET', path: `${page}${q}` })
  for (const api of APIS_GET) for (const q of short ? SHORT_QUERIES : API_QUERIES) list.push({ name: `GET ${api}${q.slice(0, 30)}`, method: 'GET', path: `${api}${q}` })
  list.push(...donationProbes(donation))
  for (const path of ['/api/forms/704/feedback', '/wp-json/contact-form-7/v1/contact-forms/704/feedback']) list.push(...formProbes(path))
  list.push(...formProbes('/api/forms/abc/feedback').slice(0, short ? 2 : undefined), ...formProbes('/api/forms/99999999999999999999/feedback').slice(0, 2))
  // My giving's plain forms (sign-in link, session, monthly gift changes, sign-out).
  for (const path of ['ask', 'session', 'monthly', 'sign-out']) list.push(...formProbes(`/ways-to-give/my-giving/${path}`).slice(0, short ? 6 : undefined))
  // The risk checker's plan e-mail, its anonymous counts and its reminders (request, confirm, stop).
  for (const path of ['email', 'completions', 'reminder', 'reminder/confirm', 'reminder/unsubscribe']) list.push(...formProbes(`/api/risk-checker/${path}`).slice(0, short ? 6 : undefined))
  list.push(...payloadProbes())
  return list
}

async function send(base: string, probe: Probe, timeoutMs: number): Promise<ProbeResult> {
  const started = performance.now()
  try {
    const res = await fetch(`${base}${probe.path}`, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    // An approval (codes 000–029) on bad input would be a charge.
    const charged = probe.expectStatus !== 200 && probe.path === '/api/donate' && res.status === 200 && /"ResponseCode":"0[0-2]\d"/.test(text)
    return { probe, status: res.status, ms: performance.now() - started, charged }
  } catch (error) {
    const name = (error as Error)?.name
    return { probe, status: name === 'TimeoutError' || name === 'AbortError' ? 'hang' : 'network error', ms: performance.now() - started, charged: false }
  }
}

export async function sweepBadInput(
  base: string,
  { short = false, concurrency = 4, timeoutMs = 20_000, cardFrame }: { short?: boolean; concurrency?: number; timeoutMs?: number; cardFrame?: SweepCardFrame } = {},
): Promise<SweepReport> {
  const results: ProbeResult[] = []
  let list: Probe[]
  if (cardFrame) {
    // A real token for the donation probes: bad input is refused before it is spent.
    const { card_number: _n, card_exp: _e, ...fields } = goodDonation
    const withToken = { ...fields, ...(await frameToken(cardFrame.url, base, TEST_CARD.approve)) }
    const tokens = await cardTokenProbes(base, cardFrame, withToken)
    results.push(await send(base, tokens.spend, timeoutMs))
    list = [...probes(short, withToken), ...tokens.probes]
  } else list = probes(short)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) results.push(await send(base, list[next++]!, timeoutMs))
    }),
  )
  const byStatus = new Map<string, number>()
  for (const r of results) byStatus.set(String(r.status), (byStatus.get(String(r.status)) ?? 0) + 1)
  const failures = results.filter((r) => r.charged || typeof r.status !== 'number' || r.status >= 500 || (r.probe.expectStatus !== undefined && r.status !== r.probe.expectStatus))
  return { byStatus: new Map([...byStatus].sort()), failures, total: results.length }
}

/** Builders for donation posts used by the donation tests. */
import crypto from 'node:crypto'

export const TEST_CARD = { approve: '4242424242424242', decline: '4000000000000002', timeout: '4000000000000119', otherValid: '5555555555554444' }

export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  const year = String(new Date().getFullYear() + 2).slice(-2)
  return {
    donation_type: 'single',
    donation_amount: '50.00',
    donation_area: 'Research',
    card_number: TEST_CARD.approve,
    card_name: 'Pat Donor',
    card_exp: `09${year}`,
    b_fname: 'Pat',
    b_lname: 'Donor',
    b_add: '1 Test Road',
    b_city: 'Victoria',
    b_prov: 'BC',
    b_country: 'Canada',
    b_pcode: 'V8V 0A0',
    b_tel: '250-555-0101',
    b_email: 'pat@example.org',
    memoriam: 'foundation',
    information: 'true',
    adminonly: '',
    h_message: '',
    ...overrides,
  }
}

export const newKey = () => crypto.randomUUID()

let addressCounter = 0
/** A client address of its own per request unless one is given: the card-testing rules count cards per address. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`

export function donateRequest(
  fields: Record<string, string>,
  { key = newKey(), xhr = true, ip = nextAddress(), cookie }: { key?: string | null; xhr?: boolean; ip?: string; cookie?: string } = {},
): Request {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const headers: Record<string, string> = { 'x-forwarded-for': ip }
  if (cookie) headers.cookie = cookie
  if (xhr) headers['x-requested-with'] = 'XMLHttpRequest'
  if (key) headers['idempotency-key'] = key
  return new Request('http://localhost/api/donate', { method: 'POST', body: form, headers })
}

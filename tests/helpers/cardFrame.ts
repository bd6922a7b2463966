/** The card processor's frame in the browser tests: the card number and expiry are typed there, never into the site's page. */
import type { Page } from 'playwright-core'
import { validFields } from './donations'

export const cardFrame = (page: Page) => page.frameLocator('[data-testid="card-frame"]')
export const CARD_EXPIRY = `09${String(new Date().getFullYear() + 2).slice(-2)}`

export async function typeCard(page: Page, card: string, expiry = CARD_EXPIRY) {
  await cardFrame(page).getByLabel('Card number').fill(card)
  await cardFrame(page).getByLabel('Expiry (MMYY)').fill(expiry)
}

/**
 * A temporary token from a running site's card frame for `pan`, asked as the frame's page asks
 * (the site's origin as the source): for tests and scripts that post a gift without the form.
 */
export async function frameToken(frameUrl: string, siteUrl: string, pan: string, expiry = CARD_EXPIRY): Promise<{ card_token: string; card_bin: string }> {
  const res = await fetch(new URL('/HPPtoken/request', frameUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'test-gateway', pan, exp: expiry, origin: new URL(siteUrl).origin }),
  })
  const answer = (await res.json()) as { responseCode: string[]; dataKey?: string; bin?: string }
  if (answer.responseCode[0] !== '001' || !answer.dataKey) throw new Error(`the card frame gave no token: ${JSON.stringify(answer)}`)
  return { card_token: answer.dataKey, card_bin: answer.bin ?? '' }
}

/** A donation post as the form sends it: the donation fields with the frame's token in place of the card. */
export async function tokenFields(frameUrl: string, siteUrl: string, overrides: Record<string, string> = {}, pan = '4242424242424242'): Promise<Record<string, string>> {
  const { card_number: _n, card_exp: _e, ...fields } = validFields(overrides)
  return { ...fields, ...(await frameToken(frameUrl, siteUrl, pan)) }
}

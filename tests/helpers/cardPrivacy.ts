/** Checks that card data stays out of the site's page and requests (the card frame holds it). */
import type { Page, Request } from 'playwright-core'
import { siteUrl } from './browser'

/** Every request the page makes to the site's own origin from now on: method, address and body. */
export function captureSiteRequests(page: Page): string[] {
  const origin = new URL(siteUrl('/')).origin
  const seen: string[] = []
  page.on('request', (request: Request) => {
    if (new URL(request.url()).origin !== origin) return
    seen.push(`${request.method()} ${request.url()}\n${request.postDataBuffer()?.toString('latin1') ?? ''}`)
  })
  return seen
}

/** Inputs of the page itself (not its frames) that would take a card number or expiry. */
export function cardInputsOutsideFrames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea')]
      .map((el) => {
        const field = el as HTMLInputElement
        return `${field.name}|${field.id}|${field.autocomplete}|${field.getAttribute('aria-label') ?? ''}|${field.labels?.[0]?.textContent ?? ''}`
      })
      .filter((desc) => /card_number|cc-number|cc-exp|expiry|card number|\bpan\b/i.test(desc)),
  )
}

/** The captured requests that carry any of `cards` (their digits, with or without spaces). */
export function cardDigitsIn(captured: readonly string[], cards: readonly string[]): string[] {
  const patterns = cards.map((card) => new RegExp(card.split('').join('[\\s-]?')))
  return captured.filter((text) => patterns.some((p) => p.test(text) || p.test(decodeURIComponent(text.replace(/%(?![0-9A-F]{2})/gi, '%25')))))
}

import type { Payload, PayloadRequest } from 'payload'
import { findBlockedWord, parseBlockedWords } from './rules'

/** The blocked words staff set under Fundraising settings. */
export async function blockedWords(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'fundraising-settings', depth: 0, overrideAccess: true, req })
  return parseBlockedWords(settings?.blockedWords)
}

/** A field validator's answer for text that may hold a blocked word. */
export async function checkBlockedWords(payload: Payload, text: string | null | undefined, req?: PayloadRequest): Promise<true | string> {
  const word = findBlockedWord(text, await blockedWords(payload, req))
  return word ? `Please choose other words: "${word}" is not allowed on fundraising pages.` : true
}

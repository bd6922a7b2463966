/**
 * What a fundraiser may type: page addresses, goals, stories and messages. Pure functions, shared
 * by the collections' validation, the sign-up form and the donation post, so every path gives the
 * same message.
 */

export const GOAL_MIN_DOLLARS = 1
export const GOAL_MAX_DOLLARS = 1_000_000
export const MESSAGE_MAX_LENGTH = 250
export const STORY_MAX_LENGTH = 5_000
export const THANKS_MAX_LENGTH = 1_000

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A page address: 3 to 60 lower-case letters, digits and single hyphens. True or the message. */
export function checkSlug(value: unknown): true | string {
  const slug = typeof value === 'string' ? value : ''
  if (slug.length < 3 || slug.length > 60) return 'Choose a page address of 3 to 60 characters.'
  if (!SLUG.test(slug)) return 'Use only lower-case letters, digits and single hyphens (for example "sam-walks-for-dad").'
  return true
}

/** A goal as typed ("$1,500", "1500"): a number, or NaN when nothing was typed. */
export const readGoal = (typed: string | undefined): number => {
  const text = (typed ?? '').replace(/[$,\s]/g, '')
  return text ? Number(text) : NaN
}

/** A goal in whole dollars, from $1 to $1,000,000. */
export function checkGoal(value: unknown): true | string {
  const goal = Number(value)
  if (!Number.isInteger(goal)) return 'Enter the goal in whole dollars.'
  if (goal < GOAL_MIN_DOLLARS || goal > GOAL_MAX_DOLLARS) return 'Choose a goal from $1 to $1,000,000.'
  return true
}

// Markup of any kind: a tag, a comment, a declaration or an entity-escaped tag.
const MARKUP = /<\s*[a-z!/?]|&lt;|javascript:/i

/** Plain text only: no HTML or script, within the length. Paragraphs are blank lines. */
export function checkPlainText(value: unknown, maxLength: number, what = 'This text'): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return `${what} must be text.`
  if (MARKUP.test(value)) return `${what} must be plain text: remove the HTML or code (anything in < >).`
  if (value.length > maxLength) return `${what} can be at most ${maxLength} characters (it has ${value.length}).`
  return true
}

/** The words staff have blocked, one per line or comma-separated, lower-cased. */
export function parseBlockedWords(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(/[\n,]/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * The first blocked word found in the text, or null. A word matches whole (so "ass" does not
 * block "class") in text and in page addresses, where hyphens and digits separate words.
 */
export function findBlockedWord(text: string | null | undefined, blocked: readonly string[]): string | null {
  if (!text || blocked.length === 0) return null
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean))
  const squashed = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `
  for (const word of blocked) {
    if (words.has(word)) return word
    // A blocked phrase of several words.
    if (word.includes(' ') && squashed.includes(` ${word} `)) return word
  }
  return null
}

/** Paragraphs of a plain-text story: split on blank lines, single line breaks kept as spaces. */
export function paragraphs(story: string | null | undefined): string[] {
  return (story ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean)
}

/** How far a total is towards its goal, in whole percent, 0 to 100 (0 without a goal): the bar on the pages and on the shared picture. */
export const percentOfGoal = (raisedCents: number, goalDollars: number): number => (goalDollars > 0 ? Math.min(100, Math.round(raisedCents / goalDollars)) : 0)

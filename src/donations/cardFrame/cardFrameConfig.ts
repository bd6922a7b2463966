/**
 * Which card frame the donation form and "Replace your card" show: Moneris's Hosted
 * Tokenization frame with PAYMENT_GATEWAY=moneris (MONERIS_HT_PROFILE_ID, MONERIS_HT_URL), else
 * the test gateway's own frame (TEST_CARD_FRAME_URL, set by `npm start` and the test servers).
 * Null when none is set up: the pages then offer the other ways to give. Read at request time.
 */
import { frameOrigin, frameSource, hostedTokenizationFromEnv } from '../gateway/hostedTokenization'

export type CardFrame = { src: string; origin: string }

export const TEST_FRAME_PROFILE = 'test-gateway'

export function cardFrameFromEnv(env: Record<string, string | undefined> = process.env): CardFrame | null {
  const config =
    env.PAYMENT_GATEWAY === 'moneris'
      ? hostedTokenizationFromEnv(env)
      : env.TEST_CARD_FRAME_URL
        ? { profileId: TEST_FRAME_PROFILE, frameUrl: env.TEST_CARD_FRAME_URL }
        : null
  return config ? { src: frameSource(config), origin: frameOrigin(config) } : null
}

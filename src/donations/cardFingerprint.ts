/**
 * A card's fingerprint for counting its declines: a keyed HMAC of the number, so the counter
 * never holds the number and the fingerprint cannot be reversed by hashing every possible card
 * (there are few enough of those) without the key. Key: CARD_VELOCITY_KEY, else derived from
 * PAYLOAD_SECRET (each with its own purpose prefix).
 */
import crypto from 'node:crypto'
import { digitsOnly } from './card'

export function cardVelocityKey(env: Record<string, string | undefined> = process.env): string {
  if (env.CARD_VELOCITY_KEY) return env.CARD_VELOCITY_KEY
  if (env.PAYLOAD_SECRET) return `card-velocity:${env.PAYLOAD_SECRET}`
  if (env.NODE_ENV === 'production') throw new Error('Set CARD_VELOCITY_KEY or PAYLOAD_SECRET.')
  return 'card-velocity:development-only'
}

export function cardFingerprint(cardNumber: string, key: string = cardVelocityKey()): string {
  return crypto.createHmac('sha256', key).update(digitsOnly(cardNumber)).digest('hex').slice(0, 32)
}

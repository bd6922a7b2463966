/**
 * A card's fingerprint for counting its declines: a keyed HMAC of the number, so the counter
 * never holds the number and the fingerprint cannot be reversed by hashing every possible card
 * (there are few enough of those) without the key. Key: CARD_VELOCITY_KEY, else derived from
 * PAYLOAD_SECRET (each with its own purpose prefix).
 */
import crypto from 'node:crypto'
import { digitsOnly } from './card'
import { keyFromEnv } from './keyFromEnv'

export const cardVelocityKey = (env: Record<string, string | undefined> = process.env) => keyFromEnv('CARD_VELOCITY_KEY', 'card-velocity', env)

export function cardFingerprint(cardNumber: string, key: string = cardVelocityKey()): string {
  return crypto.createHmac('sha256', key).update(digitsOnly(cardNumber)).digest('hex').slice(0, 32)
}

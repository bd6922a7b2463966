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
  return keyedFingerprint(digitsOnly(cardNumber), key)
}

/**
 * The fingerprint of a card known only by its temporary token: its first six and last four
 * digits where the token shows them; else the token itself, a card of its own. First six digits
 * alone are no identity: every card in one issuer's range shares them, so a list of stolen cards
 * would count as one card.
 */
export function tokenCardFingerprint(cardToken: string, card: { bin: string; last4: string | null }, key: string = cardVelocityKey()): string {
  return keyedFingerprint(card.last4 ? `card|${card.bin}|${card.last4}` : `token|${cardToken}`, key)
}

const keyedFingerprint = (value: string, key: string) => crypto.createHmac('sha256', key).update(value).digest('hex').slice(0, 32)

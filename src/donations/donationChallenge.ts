/**
 * The proof-of-work challenge a donation attempt must carry after a few declines from its
 * address (ALTCHA: self-hosted, no third party, no cookie). Challenges are signed with a key
 * from the environment and expire; a solved one is accepted once (replay protection), so each
 * attempt costs the sender a fresh solve.
 *
 *   ALTCHA_HMAC_KEY             signing key (else derived from PAYLOAD_SECRET)
 *   DONATION_CHALLENGE_COST     PBKDF2 iterations per try (1,000: about a second in a browser)
 */
import crypto from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from '@/utilities/zod'
import { keyFromEnv } from './keyFromEnv'

const ALGORITHM = 'PBKDF2/SHA-256'
const LIFETIME_MS = 10 * 60_000

function secrets(env: Record<string, string | undefined> = process.env) {
  const base = keyFromEnv('ALTCHA_HMAC_KEY', 'altcha', env)
  // Two keys, as altcha-lib asks: one signs the challenge, one the expected key (fast verification).
  const derive = (purpose: string) => crypto.createHmac('sha256', base).update(purpose).digest('hex')
  return { challenge: derive('challenge'), key: derive('derived-key') }
}

const cost = () => {
  const n = Number(process.env.DONATION_CHALLENGE_COST)
  return Number.isInteger(n) && n > 0 ? n : 1_000
}

export async function createDonationChallenge(now = Date.now()): Promise<Challenge> {
  const { challenge, key } = secrets()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: cost(),
    // Deterministic mode: the server knows the answer's key, so checking a solution is one HMAC.
    counter: randomInt(2_500, 500),
    deriveKey,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
    expiresAt: new Date(now + LIFETIME_MS),
  })
}

/** Remembers solved challenges until they expire, so each is accepted once. */
export interface UsedChallenges {
  /** True when `id` was not used before (and is now marked used). */
  claim(id: string, expiresAtMs: number, now: number): Promise<boolean>
}

export class MemoryUsedChallenges implements UsedChallenges {
  private used = new Map<string, number>()

  async claim(id: string, expiresAtMs: number, now: number): Promise<boolean> {
    // Expired entries go on the way: an expired challenge fails verification anyway.
    if (this.used.size > 1_000) for (const [k, until] of this.used) if (until < now) this.used.delete(k)
    if (this.used.has(id)) return false
    this.used.set(id, expiresAtMs)
    return true
  }
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.literal(ALGORITHM), nonce: z.string().max(200), salt: z.string().max(200), expiresAt: z.number().optional() }).loose(),
    signature: z.string().max(500),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(500) }).loose(),
})

export type ChallengeCheck = 'solved' | 'missing' | 'invalid' | 'expired' | 'replayed'

/** Checks the widget's payload (base64 JSON of { challenge, solution }) and uses it up. */
export async function checkDonationChallenge(raw: string | undefined, used: UsedChallenges = usedChallenges, now = Date.now()): Promise<ChallengeCheck> {
  if (!raw || !raw.trim()) return 'missing'
  if (raw.length > 4_000) return 'invalid'
  let parsed: z.infer<typeof payloadSchema>
  try {
    const result = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')))
    if (!result.success) return 'invalid'
    parsed = result.data
  } catch {
    return 'invalid'
  }
  const { challenge, key } = secrets()
  let verified
  try {
    verified = await verifySolution({ challenge: parsed.challenge as unknown as Challenge, solution: parsed.solution, deriveKey, hmacSignatureSecret: challenge, hmacKeySignatureSecret: key })
  } catch {
    return 'invalid'
  }
  if (verified.expired) return 'expired'
  if (!verified.verified) return 'invalid'
  const expiresAtMs = (parsed.challenge.parameters.expiresAt ?? now / 1000 + LIFETIME_MS / 1000) * 1000
  return (await used.claim(parsed.challenge.parameters.nonce, expiresAtMs, now)) ? 'solved' : 'replayed'
}

/** This process's memory of used challenges (see UsedChallenges for a shared store later). */
const usedChallenges: UsedChallenges = new MemoryUsedChallenges()

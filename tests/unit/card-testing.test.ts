/**
 * The card-testing defence's parts without a database: the decline counter's sliding window,
 * the velocity rules built on it (challenge, then block, per address and per card), the card
 * fingerprint (a keyed HMAC, never the number) and the ALTCHA challenge check with replay.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { cardFingerprint, cardVelocityKey } from '@/donations/cardFingerprint'
import { MemoryDeclineCounter } from '@/donations/declineCounter'
import { DeclineVelocity } from '@/donations/declineVelocity'
import { checkDonationChallenge, createDonationChallenge, MemoryUsedChallenges } from '@/donations/donationChallenge'

const HOUR = 60 * 60_000
const saved = { ...process.env }
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
})

describe('decline counter', () => {
  it('counts declines per key inside the window and forgets them as it slides', async () => {
    const counter = new MemoryDeclineCounter()
    await counter.add('a', 1_000)
    await counter.add('a', 2_000)
    await counter.add('b', 2_000)
    expect(await counter.recent('a', 10_000, 5_000)).toEqual({ count: 2, oldest: 1_000 })
    expect(await counter.recent('a', 10_000, 11_500)).toEqual({ count: 1, oldest: 2_000 })
    expect(await counter.recent('a', 10_000, 12_000)).toEqual({ count: 0, oldest: null })
    expect(await counter.recent('c', 10_000, 5_000)).toEqual({ count: 0, oldest: null })
  })

  it('drops keys older than it keeps, so an attack does not grow memory for ever', async () => {
    const counter = new MemoryDeclineCounter(1_000)
    await counter.add('old', 0)
    // The sweep runs on a later add, at most once a minute.
    await counter.add('new', 120_000)
    expect(await counter.recent('old', Number.MAX_SAFE_INTEGER, 120_000)).toEqual({ count: 0, oldest: null })
    expect((await counter.recent('new', 1_000, 120_000)).count).toBe(1)
  })
})

/** The verdict alone, the attempt settled at once (as if it ended before the next check). */
async function verdictOf(v: DeclineVelocity, address: string, card: string | null, now: number) {
  const { settle, ...verdict } = await v.check(address, card, now)
  settle()
  return verdict
}

describe('decline velocity', () => {
  it('asks for a challenge after 2 declines from an address and blocks it after 4, for the rest of the hour', async () => {
    const v = new DeclineVelocity()
    expect(await verdictOf(v, 'addr', null, 0)).toEqual({ blocked: false, challengeRequired: false })
    await v.noteDecline('addr', 'card1', 0)
    expect(await verdictOf(v, 'addr', null, 1)).toEqual({ blocked: false, challengeRequired: false })
    await v.noteDecline('addr', 'card2', 10)
    expect(await verdictOf(v, 'addr', null, 20)).toEqual({ blocked: false, challengeRequired: true })
    // Another address is not affected.
    expect(await verdictOf(v, 'other', null, 20)).toEqual({ blocked: false, challengeRequired: false })
    await v.noteDecline('addr', 'card3', 30)
    await v.noteDecline('addr', 'card4', 40)
    expect(await verdictOf(v, 'addr', null, 1_000)).toEqual({ blocked: true, reason: 'address-declines', retryAfterSeconds: 3_599 })
    // When the first decline leaves the window, three remain: challenge again, not blocked.
    expect(await verdictOf(v, 'addr', null, HOUR + 1)).toEqual({ blocked: false, challengeRequired: true })
  })

  it('blocks a card declined 3 times, from any addresses, for a day', async () => {
    const v = new DeclineVelocity()
    for (const [i, address] of ['a1', 'a2', 'a3'].entries()) await v.noteDecline(address, 'card', i)
    expect(await verdictOf(v, 'a4', 'card', 100)).toMatchObject({ blocked: true, reason: 'card-declines' })
    expect(await verdictOf(v, 'a4', 'another card', 100)).toEqual({ blocked: false, challengeRequired: false })
    expect(await verdictOf(v, 'a4', 'card', 24 * HOUR + 1)).toEqual({ blocked: false, challengeRequired: false })
  })

  it('counts attempts still waiting for the gateway once the address has a decline, so a burst cannot all slip through', async () => {
    const v = new DeclineVelocity()
    await v.noteDecline('addr', 'c0', 0)
    const first = await v.check('addr', 'c1', 0)
    expect(first).toMatchObject({ blocked: false, challengeRequired: false })
    // One decline and one in flight: the next attempt owes a challenge; with three in flight, blocked.
    expect(await v.check('addr', 'c2', 0)).toMatchObject({ blocked: false, challengeRequired: true })
    await v.check('addr', 'c3', 0)
    expect(await v.check('addr', 'c4', 0)).toMatchObject({ blocked: true, reason: 'address-declines' })
  })

  it('lets donors without declines give at the same time from one address, also with one card', async () => {
    const v = new DeclineVelocity()
    const inFlight = []
    for (let i = 0; i < 10; i++) inFlight.push(await v.check('office', 'same card', 0))
    expect(inFlight.every((verdict) => !verdict.blocked && !verdict.challengeRequired)).toBe(true)
    // Settled (approved), they leave nothing behind; settling twice changes nothing.
    for (const verdict of inFlight) {
      verdict.settle()
      verdict.settle()
    }
    await v.noteDecline('office', 'other', 0)
    expect(await verdictOf(v, 'office', 'same card', 0)).toEqual({ blocked: false, challengeRequired: false })
  })

  it('takes its limits from the environment, 0 turning a rule off', async () => {
    process.env.RATE_LIMIT_DONATION_DECLINES_MAX = '0'
    process.env.RATE_LIMIT_CARD_DECLINES_MAX = '1'
    process.env.DONATION_CHALLENGE_AFTER_DECLINES = '0'
    const v = new DeclineVelocity()
    for (let i = 0; i < 10; i++) await v.noteDecline('addr', `card${i}`, i)
    expect(await verdictOf(v, 'addr', 'fresh', 20)).toEqual({ blocked: false, challengeRequired: false })
    expect(await verdictOf(v, 'addr', 'card3', 20)).toMatchObject({ blocked: true, reason: 'card-declines' })
  })
})

describe('card fingerprint', () => {
  it('is a keyed HMAC of the digits: stable, spacing-blind, different per key, never holding the number', () => {
    const a = cardFingerprint('4242 4242 4242 4242', 'key-1')
    expect(a).toBe(cardFingerprint('4242424242424242', 'key-1'))
    expect(a).not.toBe(cardFingerprint('4242424242424242', 'key-2'))
    expect(a).not.toBe(cardFingerprint('4000000000000002', 'key-1'))
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toContain('4242')
  })

  it('takes CARD_VELOCITY_KEY, else one derived from PAYLOAD_SECRET, and has no default in production', () => {
    expect(cardVelocityKey({ CARD_VELOCITY_KEY: 'k', PAYLOAD_SECRET: 's' })).toBe('k')
    expect(cardVelocityKey({ PAYLOAD_SECRET: 's' })).toBe('card-velocity:s')
    expect(() => cardVelocityKey({ NODE_ENV: 'production', SITE_ENV: 'production' })).toThrow(/CARD_VELOCITY_KEY/)
  })

  it('on a demo site started by `npm start` (NODE_ENV=production, nothing set) derives it from the generated secret', () => {
    const { DATA_DIR: dataDir, PAYLOAD_SECRET: secret } = process.env
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'velocity-key-'))
    delete process.env.PAYLOAD_SECRET
    try {
      const key = cardVelocityKey({ NODE_ENV: 'production', SITE_ENV: 'demo' })
      expect(key).toBe(`card-velocity:${fs.readFileSync(path.join(process.env.DATA_DIR, '.payload-secret'), 'utf8')}`)
      expect(key).not.toContain('development')
    } finally {
      if (dataDir === undefined) delete process.env.DATA_DIR
      else process.env.DATA_DIR = dataDir
      if (secret !== undefined) process.env.PAYLOAD_SECRET = secret
    }
  })
})

describe('donation challenge', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

  it('accepts a solved challenge once, and refuses a missing, forged, expired or replayed one', async () => {
    process.env.DONATION_CHALLENGE_COST = '10'
    const used = new MemoryUsedChallenges()
    const challenge = await createDonationChallenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(solution).not.toBeNull()
    const payload = encode({ challenge, solution })

    expect(await checkDonationChallenge(undefined, used)).toBe('missing')
    expect(await checkDonationChallenge('  ', used)).toBe('missing')
    expect(await checkDonationChallenge('not base64 json', used)).toBe('invalid')
    // A guessed key: the derived key is the proof of work (the server checks it against its signature).
    const guessed = solution!.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    expect(await checkDonationChallenge(encode({ challenge, solution: { ...solution, derivedKey: guessed } }), used)).toBe('invalid')
    // A challenge the donor made up (its own signature) is refused.
    expect(await checkDonationChallenge(encode({ challenge: { ...challenge, signature: 'f'.repeat(64) }, solution }), used)).toBe('invalid')

    expect(await checkDonationChallenge(payload, used)).toBe('solved')
    expect(await checkDonationChallenge(payload, used)).toBe('replayed')
  })

  it('refuses a challenge signed with another key', async () => {
    process.env.DONATION_CHALLENGE_COST = '10'
    process.env.ALTCHA_HMAC_KEY = 'first key'
    const challenge = await createDonationChallenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    process.env.ALTCHA_HMAC_KEY = 'second key'
    expect(await checkDonationChallenge(encode({ challenge, solution }), new MemoryUsedChallenges())).toBe('invalid')
  })

  it('refuses a challenge past its lifetime', async () => {
    process.env.DONATION_CHALLENGE_COST = '10'
    const challenge = await createDonationChallenge(Date.now() - 11 * 60_000)
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(await checkDonationChallenge(encode({ challenge, solution }), new MemoryUsedChallenges())).toBe('expired')
  })
})

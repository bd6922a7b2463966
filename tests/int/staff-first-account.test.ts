/**
 * On a new site (no account yet) the first account becomes an administrator whatever it asked for; later ones keep their roles.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
beforeAll(async () => {
  ctx = await startTestPayload()
})
afterAll(async () => {
  await ctx?.stop()
})

describe('the first account', () => {
  it('is an administrator; the next keeps the role it was given', async () => {
    const data = (email: string) => ({ email, password: 'a long test passphrase 42', roles: ['editor' as const] })
    const first = await ctx.payload.create({ collection: 'users', data: data('founder@example.org'), overrideAccess: true })
    expect(first.roles).toEqual(['administrator'])
    const second = await ctx.payload.create({ collection: 'users', data: data('next@example.org'), overrideAccess: true })
    expect(second.roles).toEqual(['editor'])
  })
})

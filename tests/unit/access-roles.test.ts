/** The role checks every access rule is built from. */
import { describe, expect, it } from 'vitest'
import { hasRole } from '@/access/hasRole'
import { staff } from '@/access/staff'
import { hiddenUnless } from '@/access/hiddenUnless'

const req = (user: unknown) => ({ req: { user } }) as never

describe('hasRole', () => {
  it('holds for the listed roles and always for administrators', () => {
    expect(hasRole({ roles: ['finance'] }, 'finance')).toBe(true)
    expect(hasRole({ roles: ['editor', 'support'] }, 'support')).toBe(true)
    expect(hasRole({ roles: ['administrator'] }, 'finance')).toBe(true)
    expect(hasRole({ roles: ['administrator'] })).toBe(true)
  })
  it('fails for other roles, visitors and accounts without roles', () => {
    expect(hasRole({ roles: ['editor'] }, 'finance')).toBe(false)
    expect(hasRole({ roles: ['finance'] })).toBe(false)
    expect(hasRole(null, 'editor')).toBe(false)
    expect(hasRole({ roles: [] }, 'editor')).toBe(false)
    expect(hasRole({}, 'editor')).toBe(false)
  })
  it('lets only accounts with a role into the admin', () => {
    expect(staff(req({ roles: ['support'] }))).toBe(true)
    expect(staff(req({ roles: [] }))).toBe(false)
    expect(staff(req(null))).toBe(false)
  })
  it('hides a menu entry from the roles that do not work with it', () => {
    const hidden = hiddenUnless('finance')
    expect(hidden({ user: { roles: ['finance'] } })).toBe(false)
    expect(hidden({ user: { roles: ['administrator'] } })).toBe(false)
    expect(hidden({ user: { roles: ['editor'] } })).toBe(true)
    expect(hiddenUnless()({ user: { roles: ['editor'] } })).toBe(true)
  })
})

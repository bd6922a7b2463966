import { describe, expect, it } from 'vitest'
import { MAX_PATH_LENGTH, pathFromSegments } from '@/utilities/pathFromSegments'
import { normalisePath } from '@/utilities/normalisePath'

describe('pathFromSegments', () => {
  it('joins and decodes segments', () => {
    expect(pathFromSegments(['get-support', 'peer-support'])).toBe('/get-support/peer-support')
    expect(pathFromSegments(['caf%C3%A9'])).toBe('/café')
  })

  it('refuses what cannot name a page', () => {
    expect(pathFromSegments(['%FF'])).toBeNull()
    expect(pathFromSegments(['a%00b'])).toBeNull()
    expect(pathFromSegments(['..'])).toBeNull()
    expect(pathFromSegments(['a%2Fb'])).toBeNull()
    expect(pathFromSegments(['x'.repeat(MAX_PATH_LENGTH + 1)])).toBeNull()
  })
})

describe('normalisePath', () => {
  it('compares paths without case, trailing slash, query or hash', () => {
    expect(normalisePath('/Home/Donations/online-form/')).toBe('/home/donations/online-form')
    expect(normalisePath('home?x=1#y')).toBe('/home')
    expect(normalisePath('/')).toBe('/')
  })
})

describe('isAcceptablePath', () => {
  it('accepts ordinary and encoded paths, refuses broken ones', async () => {
    const { isAcceptablePath } = await import('@/utilities/pathFromSegments')
    expect(isAcceptablePath('/')).toBe(true)
    expect(isAcceptablePath('/get-support/peer-support')).toBe(true)
    expect(isAcceptablePath('/caf%C3%A9')).toBe(true)
    expect(isAcceptablePath('/%FF')).toBe(false)
    expect(isAcceptablePath('/a%00b')).toBe(false)
    expect(isAcceptablePath('/' + 'x'.repeat(3000))).toBe(false)
  })
})

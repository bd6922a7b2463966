import { describe, expect, it } from 'vitest'
import { buildPagePath, HOME_SLUG } from '@/utilities/buildPagePath'

describe('buildPagePath', () => {
  it('joins slugs from the top of the tree down', () => {
    expect(buildPagePath(['get-support', 'peer-support'])).toBe('/get-support/peer-support')
    expect(buildPagePath(['about-prostate-cancer', 'what-is-prostate-cancer', 'the-prostate'])).toBe(
      '/about-prostate-cancer/what-is-prostate-cancer/the-prostate',
    )
  })

  it('puts a single top-level page directly under /', () => {
    expect(buildPagePath(['news'])).toBe('/news')
  })

  it('gives the home page "/"', () => {
    expect(HOME_SLUG).toBe('home')
    expect(buildPagePath(['home'])).toBe('/')
  })

  it('keeps "home" as an ordinary slug below another page', () => {
    expect(buildPagePath(['about-us', 'home'])).toBe('/about-us/home')
    expect(buildPagePath(['home', 'donations'])).toBe('/home/donations')
  })

  it('ignores blank and padded slugs instead of producing double slashes', () => {
    expect(buildPagePath([' get-support ', '', 'peer-support'])).toBe('/get-support/peer-support')
    expect(buildPagePath(['', '  '])).toBe('/')
    expect(buildPagePath([])).toBe('/')
    expect(buildPagePath(['get-support', 'peer-support'])).not.toMatch(/\/\/|\/$/)
  })
})

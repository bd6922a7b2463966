import { describe, expect, it } from 'vitest'
import { checkLinkUrl } from '../../src/blocks/shared/linkUrl'

describe('checkLinkUrl', () => {
  it.each([
    ['/get-support/peer-support'],
    ['/'],
    ['/news?page=2#top'],
    ['#contact-form'],
    ['https://www.example.org/resources'],
    ['http://example.ca'],
    ['mailto:info@example.org'],
    ['tel:+16045550100'],
    ['  /about-us  '],
  ])('accepts %s', (url) => {
    expect(checkLinkUrl(url)).toBe(true)
  })

  it.each([
    [''],
    [null],
    [undefined],
    ['get-support/peer-support'],
    ['//evil.example/path'],
    ['www.example.org'],
    ['https://localhost'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/two words'],
    ['mailto:'],
  ])('refuses %s with a message', (url) => {
    const result = checkLinkUrl(url)
    expect(typeof result).toBe('string')
  })
})

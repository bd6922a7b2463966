import { describe, expect, it } from 'vitest'
import { richTextLinkHref } from '../../src/components/RichText/linkHref'

describe('richTextLinkHref', () => {
  it('uses the address of a custom link', () => {
    expect(richTextLinkHref({ linkType: 'custom', newTab: false, url: ' https://example.org ' })).toBe('https://example.org')
  })

  it('uses the path of a linked page', () => {
    expect(
      richTextLinkHref({
        linkType: 'internal',
        newTab: false,
        doc: { relationTo: 'pages', value: { id: 4, path: '/get-support/peer-support' } },
      }),
    ).toBe('/get-support/peer-support')
  })

  it('has no address for an unpopulated or deleted page, or an empty url', () => {
    expect(richTextLinkHref({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 4 } })).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal', newTab: false, doc: null })).toBeNull()
    expect(richTextLinkHref({ linkType: 'custom', newTab: false, url: '' })).toBeNull()
  })
})

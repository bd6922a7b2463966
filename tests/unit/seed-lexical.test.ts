import { describe, expect, it } from 'vitest'
import { bold, heading, link, list, paragraph, richText, text } from '../../src/seed/lexical'

describe('seed rich-text builder', () => {
  it('builds a root holding block nodes in order', () => {
    const state = richText(heading('h2', 'Where is it?'), paragraph('Below the bladder.'))
    expect(state.root.type).toBe('root')
    expect(state.root.children.map((node) => node.type)).toEqual(['heading', 'paragraph'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h2', children: [{ type: 'text', text: 'Where is it?' }] })
  })

  it('mixes strings, formatted text and links in a paragraph', () => {
    const node = paragraph('Read ', link('more', '/about-prostate-cancer'), ' and ', bold('this'), '.')
    expect(node.children.map((child) => child.type)).toEqual(['text', 'link', 'text', 'text', 'text'])
    expect(node.children[1]).toMatchObject({
      type: 'link',
      fields: { linkType: 'custom', url: '/about-prostate-cancer', newTab: false },
      children: [{ type: 'text', text: 'more' }],
    })
    expect(node.children[3]).toMatchObject({ text: 'this', format: 1 })
  })

  it('stores text formats as Lexical bit flags', () => {
    expect(text('a').format).toBe(0)
    expect(text('a', { bold: true }).format).toBe(1)
    expect(text('a', { italic: true }).format).toBe(2)
    expect(text('a', { bold: true, italic: true }).format).toBe(3)
  })

  it('numbers list items and picks the list tag from its kind', () => {
    const bullets = list(['one', ['two ', link('link', 'https://example.org')]])
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1 })
    expect(bullets.children.map((item) => item.value)).toEqual([1, 2])
    expect(bullets.children[1]!.children.map((child) => child.type)).toEqual(['text', 'link'])
    expect(list(['a'], 'number')).toMatchObject({ listType: 'number', tag: 'ol' })
  })

  it('is plain JSON', () => {
    const state = richText(paragraph('x'), list(['y']))
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})

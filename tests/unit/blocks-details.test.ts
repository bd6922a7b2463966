import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Accordion } from '@/blocks/Accordion/Accordion'

/** The accordion is server-rendered native <details>: its text is in the HTML, not left for a script. */
describe('Accordion', () => {
  const html = renderToStaticMarkup(
    createElement(Accordion, {
      name: 'faq',
      headingLevel: 3,
      items: [
        { id: 'a', title: 'What is PSA?', content: createElement('p', null, 'A protein made by the prostate.') },
        { id: 'b', title: 'Does it hurt?', content: createElement('p', null, 'The risk of infection is 1-4%.') },
      ],
    }),
  )

  it('sends every answer in the page, closed but not hidden', () => {
    expect(html).toContain('A protein made by the prostate.')
    expect(html).toContain('The risk of infection is 1-4%.')
    expect(html).not.toMatch(/\shidden[\s=>]/)
    expect(html.match(/<details /g)).toHaveLength(2)
    expect(html).not.toContain(' open')
  })

  it('gives the items one name, so the browser keeps one open, and a heading inside each summary', () => {
    expect(html.match(/<details name="faq"/g)).toHaveLength(2)
    expect(html.match(/<summary[^>]*><h3[^>]*>What is PSA\?<\/h3>/g)).toHaveLength(1)
    expect(html).toContain('list-none')
  })
})

import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { graphqlDepthLimit } from '@/utilities/graphqlDepthLimit'

// A self-referencing type, like a page and its parent.
const schema = buildSchema(`
  type Page { title: String, parent: Page }
  type Query { page: Page }
`)

const nested = (levels: number) => `${'parent { '.repeat(levels)}title${' }'.repeat(levels)}`
const errorsFor = (query: string, max = 4) => validate(schema, parse(query), [graphqlDepthLimit(max)]).map((e) => e.message)

describe('graphqlDepthLimit', () => {
  it('accepts a query at the limit and refuses one a level deeper', () => {
    // page (1) + parents + title: depth = levels + 2
    expect(errorsFor(`{ page { ${nested(2)} } }`)).toEqual([])
    expect(errorsFor(`{ page { ${nested(3)} } }`)).toEqual(['This query is nested 5 levels deep; the limit is 4.'])
  })

  it('counts the fields inside fragments, named and inline', () => {
    const named = `{ page { ...P } } fragment P on Page { parent { parent { parent { title } } } }`
    expect(errorsFor(named)).toHaveLength(1)
    const inline = `{ page { ... on Page { parent { parent { parent { title } } } } } }`
    expect(errorsFor(inline)).toHaveLength(1)
  })

  it('ends on a fragment that spreads itself instead of looping', () => {
    const cyclic = `{ page { ...P } } fragment P on Page { parent { ...P } }`
    // graphql's own rules reject the cycle; ours must simply return.
    expect(errorsFor(cyclic, 10)).toEqual([])
  })

  it('does not count introspection fields', () => {
    expect(errorsFor(`{ __schema { types { fields { type { ofType { name } } } } } }`, 2)).toEqual([])
  })
})

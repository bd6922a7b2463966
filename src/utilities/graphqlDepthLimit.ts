import { GraphQLError, Kind } from 'graphql'
import type { ASTVisitor, FragmentDefinitionNode, SelectionSetNode, ValidationContext } from 'graphql'

/** Deep enough for any page, block or relationship the site asks for; far short of abuse. */
export const MAX_GRAPHQL_DEPTH = 10

/**
 * A validation rule that refuses operations nested deeper than `maxDepth` fields. Payload
 * limits complexity (a sum over fields) but not depth, and a relationship cycle (a page's
 * parent's parent's …) lets a short query fan out through the whole database. Fragments are
 * followed (once per path, so a fragment cycle ends); introspection fields are not counted.
 */
export function graphqlDepthLimit(maxDepth = MAX_GRAPHQL_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    const depthOf = (selectionSet: SelectionSetNode | undefined, followed: ReadonlySet<string>): number => {
      let deepest = 0
      for (const selection of selectionSet?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.name.value.startsWith('__')) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, followed))
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, followed))
        } else {
          const name = selection.name.value
          const fragment = fragments.get(name)
          if (fragment && !followed.has(name)) deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...followed, name])))
        }
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set())
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`This query is nested ${depth} levels deep; the limit is ${maxDepth}.`, { nodes: [node] }))
        }
      },
    }
  }
}

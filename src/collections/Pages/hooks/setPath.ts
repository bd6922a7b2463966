import { APIError, type FieldHook } from 'payload'
import type { Page } from '@/payload-types'
import { buildPagePath } from '@/utilities/buildPagePath'

/**
 * A page's address is its parents' slugs and its own, joined: stored so that the site can
 * find a page by the address a visitor asked for in one indexed query.
 *
 * A field hook on `path`, placed after the slug field, because the slug is generated from the
 * title by the slug field's own hook, which runs after collection-level beforeChange hooks.
 * The nested-docs plugin re-saves children when a parent moves, which runs this for them too.
 */
export const setPath: FieldHook<Page, string | null | undefined, Page> = async ({ data, originalDoc, req }) => {
  const slugs: string[] = []
  let parentId = data?.parent ?? null
  // Starting with the page itself catches a parent that is one of its own descendants.
  const seen = new Set<string | number>(originalDoc?.id ? [originalDoc.id] : [])
  while (parentId) {
    const id = typeof parentId === 'object' ? parentId.id : parentId
    if (seen.has(id)) throw new APIError('A page cannot be its own ancestor: choose another parent.', 400, undefined, true)
    seen.add(id)
    const parent = await req.payload.findByID({
      collection: 'pages',
      id,
      depth: 0,
      draft: true,
      req,
      select: { slug: true, parent: true },
    })
    slugs.unshift(String(parent.slug))
    parentId = parent.parent ?? null
  }
  const path = buildPagePath([...slugs, String(data?.slug ?? originalDoc?.slug ?? '')])

  const clash = await req.payload.find({
    collection: 'pages',
    where: { path: { equals: path }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
    depth: 0,
    limit: 1,
    draft: true,
    req,
    select: { title: true },
  })
  if (clash.docs.length) {
    throw new APIError(
      `Another page ("${clash.docs[0]!.title}") already has the address ${path}. Change the slug or the parent.`,
      400,
      undefined,
      true,
    )
  }
  return path
}

import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * The filter of an admin list, for its "Download CSV": the export then holds exactly the rows the
 * list shows. The button sends `list=1` with the list's own `where` (as the admin writes it in
 * the address) and its search text, matched as the admin's search box does (any searchable
 * field containing the text). Null when the request is not a list's export.
 */
export function listExportWhere(req: PayloadRequest, collection: CollectionSlug): Where | null {
  const query = (req.query ?? {}) as { list?: unknown; where?: unknown; search?: unknown }
  if (query.list !== '1') return null
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) {
    const config = req.payload.collections[collection].config
    const fields = config.admin.listSearchableFields?.length ? config.admin.listSearchableFields : [config.admin.useAsTitle ?? 'id']
    and.push({ or: fields.map((field) => ({ [field]: { like: search } })) })
  }
  return { and }
}

/** The export address of the list a page shows: its `where[…]` and `search` parameters, kept as they are. */
export function listExportHref(collection: string, searchParams: Record<string, string | string[] | undefined> | undefined): string {
  const params = new URLSearchParams({ list: '1' })
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (!(key === 'search' || key.startsWith('where['))) continue
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) params.append(key, one)
  }
  return `/api/${collection}/export.csv?${params.toString()}`
}

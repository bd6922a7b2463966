import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'

/**
 * Where a rich-text link points. Internal links carry the linked page; its `path` is there when
 * the page was read with depth ≥ 1 (Pages' defaultPopulate includes it). Null when the target
 * is gone or was not populated, so the text shows without a dead link.
 */
export function richTextLinkHref(fields: SerializedLinkNode['fields']): string | null {
  if (fields.linkType === 'internal') {
    const value = fields.doc?.value
    if (value && typeof value === 'object' && typeof value.path === 'string' && value.path) return value.path
    return null
  }
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  return url || null
}

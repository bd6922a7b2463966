import { IG_PAGE_SIZE, nextPageUrl, type IgChild, type IgMediaType, type IgPage, type IgPost, type InstagramSource } from './types'

type GraphMedia = {
  id?: unknown
  media_type?: unknown
  media_url?: unknown
  thumbnail_url?: unknown
  permalink?: unknown
  timestamp?: unknown
  caption?: unknown
  children?: { data?: GraphMedia[] }
}
type GraphResponse = { data?: GraphMedia[]; paging?: { cursors?: { after?: string }; next?: string } }

export const GRAPH_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,children{id,media_type,media_url,thumbnail_url}'

const MEDIA_TYPES: IgMediaType[] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const mediaType = (v: unknown): IgMediaType => (MEDIA_TYPES.includes(v as IgMediaType) ? (v as IgMediaType) : 'IMAGE')

function toChild(m: GraphMedia): IgChild | null {
  const id = str(m.id)
  const url = str(m.media_url) || str(m.thumbnail_url)
  if (!id || !url) return null
  return { id, media_type: mediaType(m.media_type), media_url: url, thumbnail_url: str(m.thumbnail_url) || null }
}

/** A Graph API media object in the grid's shape; null when it lacks what the grid needs. */
export function toIgPost(m: GraphMedia): IgPost | null {
  const id = str(m.id)
  const url = str(m.media_url) || str(m.thumbnail_url)
  if (!/^\d+$/.test(id) || !url) return null
  const children = (m.children?.data ?? []).map(toChild).filter((c): c is IgChild => c !== null)
  return {
    id,
    media_type: mediaType(m.media_type),
    media_url: url,
    thumbnail_url: str(m.thumbnail_url) || null,
    permalink: str(m.permalink) || null,
    timestamp: str(m.timestamp),
    caption: str(m.caption) || null,
    children: children.length ? { data: children } : null,
  }
}

export type GraphSourceOptions = {
  token: string
  /** Instagram's Graph API host; a local stand-in in tests. */
  baseUrl?: string
  pageSize?: number
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/** The account's media from Instagram's Graph API (GET /me/media), a page at a time. */
export function createGraphSource({
  token,
  baseUrl = 'https://graph.instagram.com',
  pageSize = IG_PAGE_SIZE,
  fetchImpl = fetch,
  timeoutMs = 8_000,
}: GraphSourceOptions): InstagramSource {
  return {
    name: 'graph',
    async page(cursor) {
      const url = new URL('/me/media', baseUrl)
      url.searchParams.set('fields', GRAPH_FIELDS)
      url.searchParams.set('limit', String(pageSize))
      url.searchParams.set('access_token', token)
      if (cursor) url.searchParams.set('after', cursor)
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' })
      if (!res.ok) throw new Error(`Instagram Graph API answered HTTP ${res.status}`)
      const body = (await res.json()) as GraphResponse
      if (!Array.isArray(body.data)) throw new Error('Instagram Graph API answered without a data list')
      const data = body.data.map(toIgPost).filter((p): p is IgPost => p !== null)
      // Only a "next" link means there is another page; the after cursor is present on the last page too.
      const after = body.paging?.next ? body.paging.cursors?.after : undefined
      return { data, next_page_url: nextPageUrl(after) } satisfies IgPage
    },
  }
}

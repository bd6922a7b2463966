/**
 * The Instagram grid's data, in the shape of Instagram's Graph API media objects,
 * whatever the source: the Graph API or the site's own Instagram posts collection.
 */
export type IgMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'

export type IgChild = { id: string; media_type: IgMediaType; media_url: string; thumbnail_url?: string | null }

export type IgPost = {
  /** Numeric, as Instagram's ids are; the viewer's ?post= parameter holds it. */
  id: string
  media_type: IgMediaType
  media_url: string
  thumbnail_url?: string | null
  /** Alternative text for the picture when the source has one (Instagram gives none). */
  alt?: string | null
  permalink?: string | null
  timestamp: string
  caption?: string | null
  children?: { data: IgChild[] } | null
}

/** One page of the feed as GET /api/ig answers it. */
export type IgPage = { data: IgPost[]; next_page_url: string | null }

/** Where the feed comes from; `cursor` is the opaque value of the previous page's next_page_url. */
export interface InstagramSource {
  readonly name: string
  page(cursor: string | null): Promise<IgPage>
}

/** Posts per page of the grid (three rows of three). */
export const IG_PAGE_SIZE = 9

/** The browser follows next_page_url; it always points back at our own endpoint (never carries the token). */
export const nextPageUrl = (cursor: string | null | undefined) => (cursor ? `/api/ig?after=${encodeURIComponent(cursor)}` : null)

import type { CollectionSlug } from 'payload'
import { blocksToText, headingsOf, lexicalToText } from './extractText'
import { formatDayMonthYear } from '@/format/dates'
import { eventPath, GRANTS_PATH, NEWSLETTERS_PATH, newsPath, storyPath, supportGroupUrl, teamMemberUrl, VIDEO_LIBRARY_PATH } from '@/content/paths'
import type { SearchDocument, SearchKind } from './searchIndex'
import { isExcludedFromSearch, isSitePagePath } from './sitePages'

/** What search needs to know about one collection of content. */
export type SearchSource = {
  collection: CollectionSlug
  kind: SearchKind
  /** Whether the collection has drafts: only published documents are indexed. */
  drafts: boolean
  /** How deep to read relationships whose names are part of the text (a member's types, a video's playlists). */
  depth?: number
  /** The document as searchable text, or null when it should not be found (no title, no address). */
  toDocument: (doc: Record<string, unknown>) => Omit<SearchDocument, 'kind' | 'id'> | null
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** CMS pages: title, hero and every block's text; found at their own address. */
const pages: SearchSource = {
  collection: 'pages',
  kind: 'page',
  drafts: true,
  toDocument: (doc) => {
    const path = str(doc.path)
    // A page at a site page's address only lends that page its hero: the site page is the result.
    if (!path || isSitePagePath(path)) return null
    const hero = (doc.hero ?? {}) as Record<string, unknown>
    return {
      title: str(doc.title),
      url: path,
      text: [str(hero.heading), str(hero.intro), blocksToText(doc.layout)].filter(Boolean).join('\n'),
      headings: [str(hero.heading), headingsOf(doc.layout)].filter(Boolean).join('\n'),
    }
  },
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
/** Related documents as read at depth ≥ 1, without unpublished ones (their names are not public). */
const related = (value: unknown): Record<string, unknown>[] =>
  list(value)
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .filter((item) => item._status === undefined || item._status === 'published')

/**
 * Team members: name, group and role (their member types and those types' parents: "Director",
 * "Board"), biography and a committee's members; found on Our Team, scrolled to the member.
 */
const teamMembers: SearchSource = {
  collection: 'team-members',
  kind: 'member',
  drafts: true,
  depth: 2,
  toDocument: (doc) => {
    if (!str(doc.slug)) return null
    const types = related(doc.memberTypes)
    const groups = new Set([...types.map((type) => str(type.name)), ...types.map((type) => str(obj(type.parent).name))])
    return {
      title: str(doc.title),
      url: teamMemberUrl(str(doc.slug)),
      text: [
        ...groups,
        str(doc.professionalDesignation),
        str(doc.biography),
        ...list(doc.committeeMembers).map((row) => [str(obj(row).name), str(obj(row).title)].filter(Boolean).join(', ')),
      ]
        .filter(Boolean)
        .join('\n'),
    }
  },
}

/**
 * Videos: title, description and playlists; found in the video library filtered to the video's
 * title (the library reads ?q= on the server, so the link works without JavaScript).
 */
const videos: SearchSource = {
  collection: 'library-videos',
  kind: 'video',
  drafts: true,
  depth: 1,
  toDocument: (doc) => ({
    title: str(doc.title),
    url: `${VIDEO_LIBRARY_PATH}?${new URLSearchParams({ q: str(doc.title) })}`,
    // "Video" names what it is: "biopsy video" finds the video on biopsies.
    text: ['Video', str(doc.description), ...related(doc.playlists).map((playlist) => `Playlist: ${str(playlist.title)}`)].filter(Boolean).join('\n'),
  }),
}

/** Grantees: name and institution or project; found on the Grants page at the grantee's card (its heading's id). */
const grantees: SearchSource = {
  collection: 'grantees',
  kind: 'grantee',
  drafts: true,
  toDocument: (doc) => ({
    title: str(doc.title),
    url: `${GRANTS_PATH}#grantee-${String(doc.id)}`,
    text: ['Research grant', str(doc.projectTitle), str(doc.description)].filter(Boolean).join('\n'),
  }),
}

/**
 * Support groups: group name, city, when and where they meet, and the languages they offer
 * (people search "punjabi"); found on Find a Group, scrolled to the group. Contacts stay out.
 */
const supportGroups: SearchSource = {
  collection: 'support-groups',
  kind: 'supportGroup',
  drafts: true,
  toDocument: (doc) => {
    if (!str(doc.slug)) return null
    const meeting = obj(doc.meeting)
    const languages = obj(doc.otherLanguages)
    return {
      title: str(doc.groupName) || str(doc.title),
      url: supportGroupUrl(str(doc.slug)),
      text: [
        str(doc.city),
        str(doc.province),
        str(doc.title),
        str(doc.blueBoxMessage),
        str(meeting.when),
        str(meeting.where),
        ...(languages.available ? [str(languages.languages), str(languages.message)] : []),
      ]
        .filter(Boolean)
        .join('\n'),
    }
  },
}

/** Newsletters: by title, on the Newsletters page. */
const newsletters: SearchSource = {
  collection: 'newsletters',
  kind: 'newsletter',
  drafts: true,
  toDocument: (doc) => ({ title: str(doc.title), url: NEWSLETTERS_PATH, text: '' }),
}

/**
 * A collection whose text is one rich-text field (its headings weighed above the rest), found
 * at its own address by slug.
 */
function richTextSource(collection: CollectionSlug, kind: SearchKind, field: string, pathOf: (slug: string) => string): SearchSource {
  return {
    collection,
    kind,
    drafts: true,
    toDocument: (doc) => {
      const slug = str(doc.slug)
      if (!slug) return null
      return { title: str(doc.title), url: pathOf(slug), text: lexicalToText(doc[field]), headings: headingsOf(doc[field]) }
    },
  }
}

/**
 * Events: title, description, when (as the page shows the day) and where; found at
 * /get-involved/find-an-event/{slug}. People look for an event by its month or town ("walk in
 * june", "golf kelowna").
 */
const eventText = richTextSource('events', 'event', 'description', eventPath)
const events: SearchSource = {
  ...eventText,
  toDocument: (doc) => {
    const found = eventText.toDocument(doc)
    if (!found) return null
    return { ...found, text: [found.text, formatDayMonthYear(str(doc.date)), str(doc.location)].filter(Boolean).join('\n') }
  },
}

/** Patient stories: title and story; found at /our-impact/patient-stories/{slug}. */
const stories = richTextSource('stories', 'story', 'content', storyPath)

/** News posts: title and content; found at /news/{slug}. */
const news = richTextSource('news-posts', 'news', 'content', newsPath)

/** Every collection search covers. */
export const searchSources: SearchSource[] = [pages, events, stories, news, teamMembers, supportGroups, newsletters, videos, grantees]

export const searchSourceFor = (collection: string) => searchSources.find((s) => s.collection === collection)

/** A stored document as an index entry (null when it has no title or no address). */
export function toSearchDocument(source: SearchSource, doc: Record<string, unknown>): SearchDocument | null {
  const found = source.toDocument(doc)
  if (!found || !found.title.trim() || !found.url || isExcludedFromSearch(found.url)) return null
  return { ...found, kind: source.kind, id: String(doc.id) }
}

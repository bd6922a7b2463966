import type { CollectionSlug } from 'payload'
import { blocksToText, headingsOf, lexicalToText } from './extractText'
import { eventPath, NEWSLETTERS_PATH, newsPath, storyPath, supportGroupUrl, teamMemberUrl } from '@/content/paths'
import type { SearchDocument, SearchKind } from './searchIndex'

/** What search needs to know about one collection of content. */
export type SearchSource = {
  collection: CollectionSlug
  kind: SearchKind
  /** Whether the collection has drafts: only published documents are indexed. */
  drafts: boolean
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
    if (!path) return null
    const hero = (doc.hero ?? {}) as Record<string, unknown>
    return {
      title: str(doc.title),
      url: path,
      text: [str(hero.heading), str(hero.intro), blocksToText(doc.layout)].filter(Boolean).join('\n'),
      headings: [str(hero.heading), headingsOf(doc.layout)].filter(Boolean).join('\n'),
    }
  },
}

/** Team members: name, role and biography; found on Our Team, scrolled to the member. */
const teamMembers: SearchSource = {
  collection: 'team-members',
  kind: 'member',
  drafts: true,
  toDocument: (doc) =>
    str(doc.slug)
      ? { title: str(doc.title), url: teamMemberUrl(str(doc.slug)), text: [str(doc.professionalDesignation), str(doc.biography)].filter(Boolean).join('\n') }
      : null,
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

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

/** Events: title and description; found at /get-involved/find-an-event/{slug}. */
const events = richTextSource('events', 'event', 'description', eventPath)

/** Patient stories: title and story; found at /our-impact/patient-stories/{slug}. */
const stories = richTextSource('stories', 'story', 'content', storyPath)

/** News posts: title and content; found at /news/{slug}. */
const news = richTextSource('news-posts', 'news', 'content', newsPath)

/** Every collection search covers. */
export const searchSources: SearchSource[] = [pages, events, stories, news, teamMembers, supportGroups, newsletters]

export const searchSourceFor = (collection: string) => searchSources.find((s) => s.collection === collection)

/** A stored document as an index entry (null when it has no title or no address). */
export function toSearchDocument(source: SearchSource, doc: Record<string, unknown>): SearchDocument | null {
  const found = source.toDocument(doc)
  if (!found || !found.title.trim() || !found.url) return null
  return { ...found, kind: source.kind, id: String(doc.id) }
}

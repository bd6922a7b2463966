import type { SearchKind } from './searchIndex'
import { stemOf } from './terms'

/**
 * A kind of content a visitor may name in a query ("prostate cancer videos", "upcoming events"),
 * with the section page that lists it. The words are compared as typed (folded), not by stem:
 * "news" and "new" share a stem, and "new support group" names no kind.
 */
export type KindIntent = { kind: SearchKind; section: string; names: string[][] }

export const KIND_INTENTS: readonly KindIntent[] = [
  { kind: 'video', section: '/about-prostate-cancer/video-library', names: [['video'], ['videos'], ['video', 'library']] },
  { kind: 'event', section: '/get-involved/find-an-event', names: [['event'], ['events']] },
  { kind: 'news', section: '/news', names: [['news']] },
  {
    kind: 'story',
    section: '/our-impact/patient-stories',
    names: [['story'], ['stories'], ['patient', 'stories'], ['patient', 'story'], ['mens', 'stories'], ['men', 'stories']],
  },
  { kind: 'supportGroup', section: '/get-support/support-groups', names: [['support', 'group'], ['support', 'groups']] },
  { kind: 'newsletter', section: '/get-support/more-resources/newsletters', names: [['newsletter'], ['newsletters']] },
]

/** The kind a query names, and its words without the name; null when it names none. */
export function findKindIntent(words: string[]): { intent: KindIntent; rest: string[] } | null {
  for (const intent of KIND_INTENTS) {
    for (const name of [...intent.names].sort((a, b) => b.length - a.length)) {
      for (let at = 0; at + name.length <= words.length; at++) {
        if (name.every((word, i) => words[at + i] === word)) {
          return { intent, rest: [...words.slice(0, at), ...words.slice(at + name.length)] }
        }
      }
    }
  }
  return null
}

/** Where the giving pages live: a question about giving ranks them first. */
export const GIVING_SECTION = '/ways-to-give'

/** Words that make a question ("how do I …", "can I …") one about giving, by stem. */
const GIVING_STEMS = new Set(
  (
    'give giving gift donate donation donor bequest legacy estate will shares stock securities cheque check monthly ' +
    'tribute memory memoriam honour honor matching match sponsor sponsorship fundraise fundraiser fundraising receipt ' +
    'tax endowment insurance rrsp rrif car vehicle payroll workplace'
  )
    .split(' ')
    .map(stemOf),
)

/** Whether a question's words ask about a way to give. */
export function asksAboutGiving(words: string[]): boolean {
  return words.some((word) => GIVING_STEMS.has(stemOf(word)))
}

import type { PageData } from '../pages'

/** One section of the information pages: its index page and its sub-pages, in reading order. */
export type SectionSeed = {
  slug: string
  index: (parent: number, order: number) => PageData
  pages: { slug: string; build: (parent: number, order: number) => PageData }[]
}

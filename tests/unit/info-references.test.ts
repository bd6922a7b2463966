/**
 * The rules behind the information pages' references and review schedule, and the seed that
 * follows them: numbered references to specific documents (never a site's home page), every
 * mark in the text pointing at one, and a review due 12 months after the last.
 */
import { describe, expect, it } from 'vitest'
import { checkReferenceUrl, isBareHomePage } from '@/infoPages/references'
import { nextReviewDueAfter, reviewState } from '@/infoPages/reviewSchedule'
import { infoSections } from '@/seed/infoPages'
import { getSupportPages } from '@/seed/infoPages/getSupport'
import { glossaryPage } from '@/seed/infoPages/glossary'
import { REFERENCES } from '@/seed/infoPages/references'
import { PLACEHOLDER_REVIEWER, cite, numberCitations, paragraph, rt } from '@/seed/infoPages/shared'
import type { PageData } from '@/seed/pages'

const media = { heroImageId: 1, diagramImageId: 2, posterIds: [3, 4, 5, 6, 7, 8, 9], statisticsImageId: 10, stagingImageId: 11, flowchartImageId: 12 }

function seededInfoPages(): [string, PageData][] {
  const pages: [string, PageData][] = []
  for (const section of infoSections(media as never)) {
    pages.push([section.slug, section.index(1, 1)])
    for (const page of section.pages) pages.push([`${section.slug}/${page.slug}`, page.build(1, 1)])
  }
  pages.push(['glossary', glossaryPage(1)])
  return pages
}

/** Every link address in a value (rich text, link lists, references). */
function addresses(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(addresses)
  if (!value || typeof value !== 'object') return []
  const node = value as Record<string, unknown>
  const own = typeof node.url === 'string' ? [node.url] : []
  return [...own, ...Object.values(node).flatMap(addresses)]
}

describe('reference addresses', () => {
  it('tells a home page from a specific page', () => {
    expect(isBareHomePage('https://cancer.ca')).toBe(true)
    expect(isBareHomePage('https://www.bccancer.bc.ca/')).toBe(true)
    expect(isBareHomePage('https://cancer.ca/en/cancer-information/cancer-types/prostate/statistics')).toBe(false)
    expect(isBareHomePage('https://example.org/?page=statistics')).toBe(false)
  })

  it('accepts only a full address of a specific document', () => {
    expect(checkReferenceUrl('https://doi.org/10.5489/cuaj.4888')).toBe(true)
    expect(checkReferenceUrl('https://cancer.ca')).toMatch(/not the home page/)
    expect(checkReferenceUrl('/about-prostate-cancer')).toMatch(/full address/)
    expect(checkReferenceUrl('')).toMatch(/Enter/)
  })
})

describe('review schedule', () => {
  it('is due 12 months after the review, on the same day', () => {
    expect(nextReviewDueAfter('2026-11-20T12:00:00.000Z')).toBe('2027-11-20T12:00:00.000Z')
    expect(nextReviewDueAfter('2028-02-29T12:00:00.000Z')).toBe('2029-02-28T12:00:00.000Z')
    expect(nextReviewDueAfter(null)).toBeNull()
  })

  it('is overdue after the due day and due soon within 30 days of it', () => {
    const now = new Date('2027-06-01T00:00:00Z')
    expect(reviewState('2027-05-31T12:00:00Z', now)).toBe('overdue')
    expect(reviewState('2027-06-30T12:00:00Z', now)).toBe('due-soon')
    expect(reviewState('2027-07-02T12:00:00Z', now)).toBe('current')
    expect(reviewState(null, now)).toBe('overdue')
  })
})

describe('citations', () => {
  it('numbers references in the order they are first cited, then further reading', () => {
    const { layout, references } = numberCitations(
      [rt(paragraph('A ', cite(REFERENCES.eiSickness), ' B ', cite(REFERENCES.eiSicknessChange), ' C ', cite(REFERENCES.eiSickness)))],
      [REFERENCES.ccsProstate, REFERENCES.eiSickness],
    )
    expect(references).toEqual([REFERENCES.eiSickness, REFERENCES.eiSicknessChange, REFERENCES.ccsProstate])
    const json = JSON.stringify(layout)
    expect(json.match(/"text":"\[\d\]"/g)).toEqual(['"text":"[1]"', '"text":"[2]"', '"text":"[1]"'])
    expect(json).toContain('"url":"#source-2"')
    expect(json).not.toContain('#cite:')
  })
})

describe('information pages seed', () => {
  const pages = seededInfoPages()

  it.each(pages)('%s lists specific references and links to no home page', (_path, page) => {
    expect(page.sources?.length).toBeGreaterThan(0)
    for (const source of page.sources ?? []) {
      expect(checkReferenceUrl(source.url), source.url).toBe(true)
      expect(source.publisher).toBeTruthy()
    }
    const outside = addresses(page.layout).filter((url) => /^https?:/.test(url))
    expect(outside.filter(isBareHomePage)).toEqual([])
    // Every mark in the text points at a listed reference.
    const marks = addresses(page.layout).filter((url) => url.startsWith('#source-'))
    for (const mark of marks) expect(Number(mark.slice('#source-'.length))).toBeLessThanOrEqual(page.sources!.length)
  })

  it('records the demo review as a placeholder reviewer', () => {
    for (const [, page] of pages) expect(page.reviewedBy).toEqual(PLACEHOLDER_REVIEWER)
  })

  it('states the EI sickness benefit as 26 weeks, with both sources and the date it changed', () => {
    const more = pages.find(([path]) => path === 'living-with-prostate-cancer/more-resources')![1]
    const text = JSON.stringify(more.layout)
    expect(text).toContain('up to 26 weeks')
    expect(text).toContain('December 18, 2022')
    expect(text).not.toContain('up to 15 weeks')
    expect(more.sources?.map((s) => s.url)).toEqual([REFERENCES.eiSickness.url, REFERENCES.eiSicknessChange.url])
    const forPatients = getSupportPages(media as never)[0]!.build(1)
    expect(JSON.stringify(forPatients.layout)).toContain('up to 26 weeks')
    expect(forPatients.sources?.length).toBe(2)
  })

  it('marks each unsourced spec figure for the medical reviewer', () => {
    const notes = pages.flatMap(([path, page]) => (page.reviewNotes ?? []).map((n) => `${path}: ${n.figure}`)).join('\n')
    for (const figure of ['1 in 111', '76%', '1 in 29', '85%', '$37', '6-12 cores', '1-4%', '$3200', '30 treatments', 'T1-2a']) {
      expect(notes).toContain(figure)
    }
  })
})

/**
 * Printing an information page: Chromium's own PDF output (page.pdf, print media) read back
 * with poppler. The page's content prints, folded text included, with each link's address
 * after its text and the review date and references at the end; the site's header, menu,
 * footer and video players do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, openPage } from '../helpers/browser'
import { readPdf, type PdfReading } from '../helpers/pdf'

const BIOPSY = '/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging'

let page: Page
let pdf: PdfReading
/** The PDF's text on one line: pdftotext breaks long lines (and long addresses) where they wrap. */
let flat: string
/** The same with no white space at all, for addresses broken over two lines. */
let squeezed: string

beforeAll(async () => {
  page = await openPage(BIOPSY)
  // What a visitor on screen sees, to tell apart from the printed copy.
  expect(await page.locator('body > header').isVisible()).toBe(true)
  expect(await page.getByText('Watch on YouTube').first().isVisible()).toBe(true)
  pdf = readPdf(await page.pdf({ format: 'Letter', printBackground: false }))
  flat = pdf.text.replace(/\s+/g, ' ')
  squeezed = pdf.text.replace(/\s+/g, '')
}, 120_000)

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

describe('a printed information page', () => {
  it('keeps the content, folded sections included', () => {
    expect(flat).toContain('Biopsy and imaging')
    expect(flat).toContain('What is a biopsy?')
    // Inside a closed <details> on screen.
    expect(flat).toContain('The risk of infection is 1-4%')
    expect(flat).toContain('Because the needle does not pass through the rectum')
  })

  it('leaves out the header, the menu, the footer and the video players', async () => {
    const menuLabels = await page.locator('body > header nav a').allInnerTexts()
    expect(menuLabels.length).toBeGreaterThan(3)
    for (const label of menuLabels.map((l) => l.trim()).filter((l) => l.length > 3)) expect(flat, label).not.toContain(label)
    const footerText = (await page.locator('body > footer').innerText()).split('\n').map((l) => l.trim()).filter((l) => l.length > 12)
    expect(footerText.length).toBeGreaterThan(0)
    for (const line of footerText) expect(flat, line).not.toContain(line)
    expect(flat).not.toContain('Skip to main content')
    expect(flat).not.toContain('Watch on YouTube')
    expect(flat).not.toContain('(video to come)')
  })

  it('prints each link’s address after its text', () => {
    expect(squeezed).toContain('gradeandstage(/about-prostate-cancer/diagnosis-and-staging/grading-and-staging)')
    expect(squeezed).toContain('(https://cancer.ca/en/cancer-information/cancer-types/prostate/diagnosis)')
    // Reference marks point within the page: no address after "[1]".
    expect(squeezed).not.toContain('(#source-')
  })

  it('keeps the review date and the numbered references', () => {
    expect(flat).toMatch(/Last reviewed \w+ \d{1,2}, \d{4}/)
    expect(flat).toContain('References')
    expect(flat).toMatch(/1\. Comparison of the complications of traditional 12 cores/)
    expect(flat).toContain('Reviews in Urology, 2018')
    expectNoProblems(page)
  })
})

/**
 * npm run measure:readability [-- --reuse-build]
 *
 * Flesch-Kincaid grade and average sentence length of every information page under
 * /about-prostate-cancer, from the text a reader gets: the built site is started on a fresh,
 * seeded database (scripts/siteServer.ts), each page is opened in Chromium with every fold
 * open, and the article's rendered text is measured (src/infoPages/readability.ts). The review
 * date, the references and the section's page list are left out: they are not prose.
 * Targets: average grade 8 or lower, no page above 10; exits with 1 when missed.
 */
import { chromium } from 'playwright-core'
import { readability, READABILITY_TARGETS } from '../src/infoPages/readability'
import { menuPaths } from './lib/menuPaths'
import { startSite } from './siteServer'

const INFO_PREFIX = '/about-prostate-cancer'
const LEFT_OUT = ['[data-testid="review-footer"]', 'nav', 'script', 'style', 'iframe', '.sr-only'].join(',')

/** The information pages in the menu, the video library excepted (it lists videos, not prose). */
const isInformationPage = (path: string) => path.startsWith(`${INFO_PREFIX}/`) && !path.startsWith(`${INFO_PREFIX}/video-library`)

async function main() {
  const site = await startSite({ distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const paths = (await menuPaths(site.baseURL)).filter(isInformationPage)
    const page = await browser.newPage()
    const rows: Array<{ path: string; grade: number; wordsPerSentence: number; words: number }> = []
    for (const path of paths) {
      const res = await page.goto(`${site.baseURL}${path}`)
      if (!res?.ok()) throw new Error(`${path} answered ${res?.status()}`)
      const text = await page.evaluate((leftOut) => {
        for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true
        for (const el of document.querySelectorAll(`main ${leftOut.split(',').join(', main ')}`)) (el as HTMLElement).style.display = 'none'
        return ((document.querySelector('main article') ?? document.querySelector('main')) as HTMLElement).innerText
      }, LEFT_OUT)
      const r = readability(text)
      rows.push({ path: path.slice(INFO_PREFIX.length + 1), grade: r.grade, wordsPerSentence: r.wordsPerSentence, words: r.words })
    }
    const width = Math.max(...rows.map((r) => r.path.length), 4)
    console.log(`\n${'page'.padEnd(width)}  grade  words/sentence  words`)
    for (const r of rows) {
      const flag = r.grade > READABILITY_TARGETS.pageGrade ? '  ABOVE 10' : ''
      console.log(`${r.path.padEnd(width)}  ${r.grade.toFixed(1).padStart(5)}  ${r.wordsPerSentence.toFixed(1).padStart(14)}  ${String(r.words).padStart(5)}${flag}`)
    }
    const average = rows.reduce((s, r) => s + r.grade, 0) / rows.length
    const averageLength = rows.reduce((s, r) => s + r.wordsPerSentence, 0) / rows.length
    console.log(`${'average'.padEnd(width)}  ${average.toFixed(1).padStart(5)}  ${averageLength.toFixed(1).padStart(14)}`)
    const above = rows.filter((r) => r.grade > READABILITY_TARGETS.pageGrade)
    const met = average <= READABILITY_TARGETS.averageGrade && above.length === 0
    console.log(
      `\n${rows.length} information pages. Targets: average grade <= ${READABILITY_TARGETS.averageGrade}, no page above ${READABILITY_TARGETS.pageGrade}: ${met ? 'met' : 'NOT met'}.`,
    )
    if (!met) process.exitCode = 1
  } finally {
    await browser.close()
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

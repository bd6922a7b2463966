/**
 * Every address of the spec's route map under /about-prostate-cancer and /get-support, menu
 * entry or not: it answers 200, passes axe (visit() checks), and has a title of its own. The
 * route map lists If I Were Tom twice (under /get-support and under more-resources): the two
 * addresses of one page may share a title; no other two pages may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, openPage, visit } from '../helpers/browser'
import { INFORMATION_PATHS, SUPPORT_PATHS } from '../helpers/spec'

let page: Page
beforeAll(async () => {
  page = await openPage(null)
})
afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

describe('route map', () => {
  for (const [section, paths] of [['/about-prostate-cancer', INFORMATION_PATHS], ['/get-support', SUPPORT_PATHS]] as const) {
    it(`answers every address under ${section} with a page of its own`, async () => {
      const titles = new Map<string, string>()
      for (const path of paths) {
        // Only looked at: the browser's next idle moment is enough, no wait for a quiet network.
        const response = await visit(page, path, { settle: 'idle' })
        expect(response.status(), path).toBe(200)
        const title = await page.title()
        expect(title, path).toMatch(/^\S.* \| /)
        const other = titles.get(title)
        const lastSegment = (p: string) => p.split('/').at(-1)
        if (other) expect(lastSegment(other), `${path} has the same title as ${other}`).toBe(lastSegment(path))
        titles.set(title, path)
      }
      expectNoProblems(page)
    })
  }
})

/**
 * The information pages in the browser: the PSA FAQ accordion (native <details>) item by item,
 * by mouse and keyboard (with its flowchart), the expandable risk categories, the video slider (four thumbnails in view,
 * arrows), the section page list and the review footer; axe on each state at desktop and at
 * 390 px. No page may load anything from another host (the videos' posters are local).
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { closeBrowser, closePage, DESKTOP, expectNoProblems, MOBILE, openPage, recheckAxe, settlePage, visit } from '../helpers/browser'

const ABOUT = '/about-prostate-cancer'
const PSA = `${ABOUT}/diagnosis-and-staging/the-psa-test-and-the-dre`
const GRADING = `${ABOUT}/diagnosis-and-staging/grading-and-staging`
const SEX = `${ABOUT}/living-with-prostate-cancer/sex-with-and-after-cancer`
const RISK = `${ABOUT}/what-is-prostate-cancer/risk-factors`

const pages: Page[] = []
afterAll(async () => {
  for (const page of pages) await closePage(page)
  await closeBrowser()
})

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(null, viewport)
  pages.push(page)
  return page
}

/** Whether a fold (a native <details>, found by its summary) is open. */
const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)

/** What Chromium tells assistive technology about an element: role, accessible name, expanded state. */
async function accessibilityOf(page: Page, element: Locator): Promise<{ role: string; name: string; expanded: boolean }> {
  await element.evaluate((el) => el.setAttribute('data-ax-probe', ''))
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const node = nodes[0]!
    return {
      role: String(node.role?.value),
      name: String(node.name?.value),
      expanded: node.properties?.find((p) => p.name === 'expanded')?.value.value === true,
    }
  } finally {
    await cdp.detach()
    await element.evaluate((el) => el.removeAttribute('data-ax-probe'))
  }
}

/** Which slides' thumbnails lie wholly inside the carousel's visible window. */
async function slidesInView(page: Page): Promise<number[]> {
  return page.locator('[data-testid="video-slider"]').evaluate((slider) => {
    const windowBox = slider.querySelector('[aria-roledescription="carousel"] .overflow-hidden')!.getBoundingClientRect()
    return [...slider.querySelectorAll('[data-testid="video-slide"]')].flatMap((slide, index) => {
      // The thumbnail itself: each slide's box also holds the gap to its left.
      const box = slide.querySelector('button')!.getBoundingClientRect()
      return box.left >= windowBox.left - 1 && box.right <= windowBox.right + 1 ? [index] : []
    })
  })
}

describe('information pages at desktop width', () => {
  let page: Page

  it('opens and closes each PSA Test FAQ item on its own', async () => {
    page = await open(DESKTOP)
    await visit(page, PSA)
    const main = page.locator('main')
    expect(await main.getByRole('heading', { level: 2, name: 'PSA Test FAQ' }).count()).toBe(1)
    // Native folds: each title is a heading inside the summary that opens its answer.
    const buttons = main.locator('details > summary:has(> h3)')
    expect(await buttons.count()).toBe(4)
    for (let i = 0; i < 4; i++) {
      const button = buttons.nth(i)
      expect(await isOpen(button)).toBe(false)
      await button.click()
      expect(await isOpen(button)).toBe(true)
      // Only the item just opened is open: the items share one name, so the browser closes the others.
      for (let j = 0; j < 4; j++) if (j !== i) expect(await isOpen(buttons.nth(j))).toBe(false)
      // The arrow of the open item points up, the others' down (CSS on details[open], no script;
      // polled, since the arrows turn with a short transition).
      await expect.poll(() => buttons.locator('svg').evaluateAll((all) => all.map((svg) => getComputedStyle(svg).rotate))).toEqual(
        [0, 1, 2, 3].map((j) => (j === i ? '180deg' : 'none')),
      )
      if (i === 1) {
        const flowchart = main.getByRole('img', { name: /flowchart/i })
        await flowchart.waitFor({ state: 'visible' })
        await recheckAxe(page, 'main')
      }
      if (i === 2) expect(await main.getByText('$37 in BC and $35 in Ontario').isVisible()).toBe(true)
    }
    await buttons.nth(3).click()
    expect(await isOpen(buttons.nth(3))).toBe(false)

    // Keyboard: the summary takes focus with Tab, shows the focus ring and toggles with Enter and Space.
    const first = buttons.nth(0)
    await buttons.nth(1).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await first.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true)
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    expect(await isOpen(first)).toBe(true)
    await page.keyboard.press('Space')
    expect(await isOpen(first)).toBe(false)

    // Assistive technology gets a button-like control named by the question, with its open state.
    // (Chromium's role for a summary of a named, grouped <details> is DisclosureTriangleGrouped.)
    expect(await accessibilityOf(page, first)).toEqual({
      role: expect.stringMatching(/^DisclosureTriangle/),
      name: (await first.textContent())!.trim(),
      expanded: false,
    })
    await first.click()
    expect((await accessibilityOf(page, first)).expanded).toBe(true)
    expectNoProblems(page)
  })

  it('ends the page with its review date and numbered references, which the marks in the text point to', async () => {
    const footer = page.locator('main [data-testid="review-footer"]')
    expect(await footer.getByText(/^Last reviewed \w+ \d{1,2}, \d{4}$/).isVisible()).toBe(true)
    expect(await footer.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await footer.getByRole('heading', { name: 'References' }).isVisible()).toBe(true)
    const references = footer.locator('ol > li')
    expect(await references.count()).toBeGreaterThanOrEqual(3)
    const diagnosis = footer.getByRole('link', { name: 'Diagnosis of prostate cancer' })
    expect(await diagnosis.getAttribute('target')).toBe('_blank')
    expect(new URL((await diagnosis.getAttribute('href'))!).pathname).not.toBe('/')
    expect(await footer.getByText(/Canadian Cancer Society\./).count()).toBeGreaterThan(0)
    // A mark in a fold ("[2]" after the coverage sentence) leads to its reference.
    const main = page.locator('main')
    const mark = main.locator('details a[href^="#source-"]').first()
    const target = (await mark.getAttribute('href'))!
    expect(await mark.textContent()).toBe(`[${target.slice('#source-'.length)}]`)
    expect(await footer.locator(target).count()).toBe(1)
  })

  it('folds and unfolds the risk categories', async () => {
    await visit(page, GRADING)
    const main = page.locator('main')
    expect(await main.getByRole('table', { name: 'Prostate cancer risk groups' }).getByRole('row').count()).toBe(4)
    const toggle = main.locator('details > summary', { hasText: 'Expand To Know About Each Category' })
    const detail = main.getByText(/^T4: the tumour has grown into nearby organs/)
    expect((await accessibilityOf(page, toggle)).name).toBe('Expand To Know About Each Category')
    expect(await isOpen(toggle)).toBe(false)
    expect(await detail.isVisible()).toBe(false)
    await toggle.click()
    expect(await isOpen(toggle)).toBe(true)
    await detail.waitFor({ state: 'visible' })
    await recheckAxe(page, 'main')
    await toggle.click()
    expect(await isOpen(toggle)).toBe(false)
    await detail.waitFor({ state: 'hidden' })
    expectNoProblems(page)
  })

  it('shows four of the six videos at a time and moves with the arrows', async () => {
    await visit(page, SEX)
    const slider = page.locator('main [data-testid="video-slider"]')
    expect(await page.locator('main h1').textContent()).toBe('Living with prostate cancer')
    expect(await slider.locator('[data-testid="video-slide"]').count()).toBe(6)
    const prev = slider.getByRole('button', { name: 'Previous videos' })
    const next = slider.getByRole('button', { name: 'Next videos' })
    await slider.scrollIntoViewIfNeeded()
    await expect.poll(() => slidesInView(page)).toEqual([0, 1, 2, 3])
    // The arrows come alive once the carousel's code has loaded (it is fetched as the row nears the screen).
    await expect.poll(() => next.isDisabled()).toBe(false)
    expect(await prev.isDisabled()).toBe(true)

    await next.click()
    await expect.poll(() => slidesInView(page)).toEqual([1, 2, 3, 4])
    expect(await prev.isDisabled()).toBe(false)
    await next.click()
    await expect.poll(() => slidesInView(page)).toEqual([2, 3, 4, 5])
    await expect.poll(() => next.isDisabled()).toBe(true)
    await prev.click()
    await expect.poll(() => slidesInView(page)).toEqual([1, 2, 3, 4])

    // Choosing a thumbnail puts its video in the player (still a local poster: nothing loads from YouTube).
    const fifth = slider.locator('[data-testid="video-slide"] button').nth(4)
    await fifth.click()
    expect(await fifth.getAttribute('aria-pressed')).toBe('true')
    expect(await slider.getByText(/^Now showing: Aids and medicines that help/).isVisible()).toBe(true)
    expect(await slider.getByRole('button', { name: /^Play video: Aids and medicines that help/ }).isVisible()).toBe(true)

    // The living-with pages all link to the four support pages.
    for (const href of ['/get-support/reef-knot-kits', '/get-support/support-groups', '/get-support/peer-support', '/get-support/more-resources-for-patients']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0)
    }
    expectNoProblems(page)
  })

  it('moves through a section with its page list', async () => {
    await visit(page, RISK)
    const nav = page.getByRole('navigation', { name: 'Pages in What Is Prostate Cancer?' })
    const current = nav.locator('[aria-current="page"]')
    expect(await current.textContent()).toBe('Risk factors')
    expect(await nav.getByRole('listitem').count()).toBe(6)
    await nav.getByRole('link', { name: /^Next: Signs and symptoms/ }).click()
    await page.waitForURL(`**${ABOUT}/what-is-prostate-cancer/signs-and-symptoms`)
    await expect.poll(() => current.textContent()).toBe('Signs and symptoms')
    expect(await page.locator('main h1').textContent()).toBe('Signs and symptoms')
    await nav.getByRole('link', { name: 'What Is Prostate Cancer?', exact: true }).click()
    await page.waitForURL(`**${ABOUT}/what-is-prostate-cancer`)
    await expect.poll(() => current.textContent()).toBe('What Is Prostate Cancer?')
    await recheckAxe(page)
    expectNoProblems(page)
  })

  it('links a medical word to the glossary, which explains it in plain words', async () => {
    await visit(page, `${ABOUT}/diagnosis-and-staging/choosing-a-treatment`)
    await page.locator('main details').filter({ hasText: 'Find out all your options' }).locator('summary').click()
    await page.getByRole('link', { name: 'radiation oncologist', exact: true }).click()
    await page.waitForURL(`**${ABOUT}/glossary`)
    await settlePage(page)
    // After a client-side navigation the new page's title arrives with its metadata.
    await expect.poll(() => page.title()).toMatch(/^Glossary/)
    await recheckAxe(page)
    expect(await page.locator('main h1').textContent()).toBe('Glossary')
    expect(await page.locator('main li').filter({ hasText: /^Oncologist: / }).textContent()).toContain('A radiation oncologist treats it with radiation.')
    expectNoProblems(page)
  })
})

describe('information pages at 390 px', () => {
  it('keeps the slider, the accordion and the page list usable and accessible', async () => {
    const page = await open(MOBILE)
    await visit(page, SEX)
    const slider = page.locator('main [data-testid="video-slider"]')
    await slider.scrollIntoViewIfNeeded()
    await expect.poll(() => slidesInView(page)).toEqual([0, 1])
    await slider.getByRole('button', { name: 'Next videos' }).click()
    await expect.poll(() => slidesInView(page)).toEqual([1, 2])
    await recheckAxe(page, 'main')

    await visit(page, PSA)
    const button = page.locator('main details > summary:has(> h3)').nth(1)
    await button.click()
    expect(await isOpen(button)).toBe(true)
    await recheckAxe(page, 'main')
    expect(await page.locator('main [data-testid="section-page-list"] [aria-current="page"]').textContent()).toBe(
      'The PSA test and the DRE',
    )
    expectNoProblems(page)
  })
})

/**
 * The date picker in its product home: the peer-support form's date of diagnosis. Free text
 * is still accepted (people often remember "spring 2023", not a day); the calendar writes a
 * dd/mm/yyyy date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, openPage, recheckAxe } from '../helpers/browser'

let page: Page
beforeAll(async () => {
  page = await openPage('/get-support/peer-support')
})
afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

describe('date of diagnosis', () => {
  it('accepts words as well as a date', async () => {
    const input = page.locator('main input[name="date_of_diagnosis"]')
    await input.fill('spring 2023')
    expect(await input.getAttribute('aria-invalid')).toBeNull()
    expect(await page.locator('main').getByText('or in your own words').count()).toBe(1)
  })

  it('writes the day chosen in the calendar as dd/mm/yyyy', async () => {
    const input = page.locator('main input[name="date_of_diagnosis"]')
    await input.fill('05/01/2024')
    await page.getByRole('button', { name: 'Choose date of diagnosis from a calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Select date' })
    await dialog.waitFor()
    // Check colours once the fade-in is over (mid-fade, every colour is washed out).
    await page.waitForFunction(() => {
      for (let el = document.querySelector('[role="dialog"]'); el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false
      return true
    })
    await recheckAxe(page)
    // Focus starts on the typed day; the next day is picked with the keyboard and written by Ok.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toContain('January 5, 2024')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await input.inputValue()).toBe('06/01/2024')
    expectNoProblems(page)
  })
})

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
    await input.fill('')
    await page.getByRole('button', { name: 'Choose date of diagnosis from a calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Select date' })
    await dialog.waitFor()
    await recheckAxe(page)
    // Focus starts on today; Enter picks it, Ok writes it.
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await dialog.waitFor({ state: 'detached' })
    const today = new Date()
    const expected = [today.getDate(), today.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${today.getFullYear()}`
    expect(await input.inputValue()).toBe(expected)
    expectNoProblems(page)
  })
})

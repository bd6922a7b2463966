/**
 * The date and time pickers on /widget-preview: keyboard paths through the calendar views,
 * Ok / Cancel / Clear, typed input, the clock's hour and minute stages, AM/PM, limits, and
 * axe on the page (desktop and 390 px) and on each open dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, MOBILE, openPage, recheckAxe, visit } from '../helpers/browser'

let page: Page

beforeAll(async () => {
  page = await openPage('/widget-preview')
})

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

const form = () => page.getByRole('form', { name: 'Widget preview' })
const dateInput = () => form().getByRole('textbox', { name: 'Date of diagnosis', exact: true })
const dateButton = () => form().getByRole('button', { name: 'Choose date of diagnosis from a calendar' })
const dateDialog = () => page.getByRole('dialog', { name: 'Select date' })
const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)

/** Lets the dialog's fade-in finish (axe measures colours mid-animation otherwise). */
async function settled(p: Page = page) {
  await p.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'))
}

async function openDate() {
  await dateButton().click()
  await dateDialog().waitFor()
  await settled()
  await page.waitForFunction(() => !!document.activeElement?.closest('table[role="grid"]'))
}

async function closedDate() {
  await dateDialog().waitFor({ state: 'detached' })
}

describe('date picker', () => {
  it('moves with the keyboard and writes the picked day with Ok', async () => {
    await dateInput().fill('15/03/2024')
    await openDate()
    expect(await dateDialog().getByRole('grid').getAttribute('aria-label')).toBe('March 2024')
    // Focus moves after the dialog's animation: wait for it rather than race it.
    await expect.poll(focusedLabel).toBe('Friday, March 15, 2024')
    // Sunday first.
    expect(await dateDialog().locator('thead th').first().getAttribute('abbr')).toBe('Sunday')
    await recheckAxe(page, '[data-testid="date-picker-dialog"]')

    const steps: Array<[string, string]> = [
      ['ArrowRight', 'Saturday, March 16, 2024'],
      ['ArrowDown', 'Saturday, March 23, 2024'],
      ['ArrowLeft', 'Friday, March 22, 2024'],
      ['ArrowUp', 'Friday, March 15, 2024'],
      ['Home', 'Friday, March 1, 2024'],
      ['End', 'Sunday, March 31, 2024'],
      ['PageDown', 'Tuesday, April 30, 2024'],
      ['PageUp', 'Saturday, March 30, 2024'],
    ]
    for (const [key, label] of steps) {
      await page.keyboard.press(key)
      await expect.poll(focusedLabel).toBe(label)
    }
    await page.keyboard.press('Enter')
    await expect.poll(() => dateDialog().getByRole('heading').evaluate((h) => h.nextElementSibling?.textContent)).toBe('Sat, Mar 30')
    await dateDialog().getByRole('button', { name: 'Ok' }).click()
    await closedDate()
    expect(await dateInput().inputValue()).toBe('30/03/2024')
    // Focus returns to the button that opened the dialog (after the closing animation).
    await expect.poll(focusedLabel).toBe('Choose date of diagnosis from a calendar')
    expectNoProblems(page)
  })

  it('goes from the title to 24 years, a year to months, a month to days', async () => {
    await openDate()
    await dateDialog().getByTestId('date-picker-title').click()
    const grid = dateDialog().getByRole('grid')
    await expect.poll(() => grid.getAttribute('data-view')).toBe('years')
    expect(await grid.locator('tr')).toBeTruthy()
    const rows = await grid.locator('tr').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td').length))
    expect(rows).toEqual([4, 4, 4, 4, 4, 4])
    expect(await grid.locator('td button').first().textContent()).toBe('2016')
    // The title button from years goes back to days.
    await dateDialog().getByTestId('date-picker-title').click()
    await expect.poll(() => grid.getAttribute('data-view')).toBe('days')

    await dateDialog().getByTestId('date-picker-title').click()
    await page.waitForFunction(() => document.activeElement?.textContent === '2024')
    await page.keyboard.press('ArrowUp') // 2024 → 2020
    await page.keyboard.press('Enter')
    await expect.poll(() => grid.getAttribute('data-view')).toBe('months')
    expect(await grid.locator('tr').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td').length))).toEqual([4, 4, 4])
    await grid.getByRole('button', { name: 'June 2020' }).click()
    await expect.poll(() => grid.getAttribute('aria-label')).toBe('June 2020')
    await grid.getByRole('button', { name: 'Wednesday, June 10, 2020' }).click()
    await dateDialog().getByRole('button', { name: 'Ok' }).click()
    await closedDate()
    expect(await dateInput().inputValue()).toBe('10/06/2020')
  })

  it('Cancel and Escape keep the field; Clear empties it and returns to days', async () => {
    await openDate()
    await dateDialog().getByRole('button', { name: 'Thursday, June 11, 2020' }).click()
    await dateDialog().getByRole('button', { name: 'Cancel' }).click()
    await closedDate()
    expect(await dateInput().inputValue()).toBe('10/06/2020')

    await openDate()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await page.keyboard.press('Escape')
    await closedDate()
    expect(await dateInput().inputValue()).toBe('10/06/2020')

    await openDate()
    await dateDialog().getByTestId('date-picker-title').click()
    await dateDialog().getByRole('button', { name: 'Clear' }).click()
    expect(await dateInput().inputValue()).toBe('')
    expect(await dateDialog().getByRole('grid').getAttribute('data-view')).toBe('days')
    await dateDialog().getByRole('button', { name: 'Cancel' }).click()
    await closedDate()
  })

  it('resets unparsable typed text to today', async () => {
    await dateInput().fill('next spring')
    await openDate()
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    )
    // Focus moves after the dialog's animation: wait for it rather than race it.
    await expect.poll(focusedLabel).toBe(today)
    await dateDialog().getByRole('button', { name: 'Ok' }).click()
    await closedDate()
    expect(await dateInput().inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expectNoProblems(page)
  })
})

const timeInput = () => form().getByRole('textbox', { name: 'Preferred call time', exact: true })
const timeDialog = () => page.getByRole('dialog', { name: 'Select time' })
const display = () => timeDialog().getByTestId('time-picker-display')

describe('time picker', () => {
  it('picks the hour, then the minutes, then AM or PM, and Ok writes the time', async () => {
    await form().getByRole('button', { name: 'Choose preferred call time on a clock' }).click()
    await timeDialog().waitFor()
    await settled()
    expect((await display().textContent())?.replace(/\s/g, '')).toBe('12:00AMPM')
    expect(await display().getByRole('button', { name: 'PM' }).getAttribute('aria-pressed')).toBe('true')
    await recheckAxe(page, '[data-testid="time-picker-dialog"]')

    const hours = timeDialog().getByRole('radiogroup', { name: 'Hour' })
    expect(await hours.getByRole('radio').count()).toBe(12)
    // Arrow keys move through the hours like a radio group.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'radio')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => hours.getByRole('radio', { name: '1 o’clock', exact: true }).getAttribute('aria-checked')).toBe('true')
    await hours.getByRole('radio', { name: '3 o’clock', exact: true }).click()

    const minutes = timeDialog().getByRole('radiogroup', { name: 'Minutes' })
    await minutes.waitFor()
    expect(await minutes.getByRole('radio').allTextContents()).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])
    await minutes.getByRole('radio', { name: '45 minutes', exact: true }).click()
    await display().getByRole('button', { name: 'AM' }).click()
    await timeDialog().getByRole('button', { name: 'Ok' }).click()
    await timeDialog().waitFor({ state: 'detached' })
    expect(await timeInput().inputValue()).toBe('03:45 AM')
  })

  it('Clear empties the field and resets the clock to 12:00 PM', async () => {
    await form().getByRole('button', { name: 'Choose preferred call time on a clock' }).click()
    await timeDialog().waitFor()
    expect((await display().textContent())?.replace(/\s/g, '')).toMatch(/^03:45/)
    await timeDialog().getByRole('button', { name: 'Clear' }).click()
    expect(await timeInput().inputValue()).toBe('')
    expect((await display().textContent())?.replace(/\s/g, '')).toBe('12:00AMPM')
    expect(await display().getByRole('button', { name: 'PM' }).getAttribute('aria-pressed')).toBe('true')
    await timeDialog().getByRole('button', { name: 'Cancel' }).click()
    await timeDialog().waitFor({ state: 'detached' })
    expect(await timeInput().inputValue()).toBe('')
  })

  it('says "Invalid Time Format" for bad typed input', async () => {
    await timeInput().fill('25:00')
    await timeInput().blur()
    const message = form().getByText('Invalid Time Format')
    await message.waitFor()
    expect(await timeInput().getAttribute('aria-invalid')).toBe('true')
    expect(await timeInput().getAttribute('aria-describedby')).toContain(await message.getAttribute('id'))
    await timeInput().fill('9:15 pm')
    expect(await form().getByText('Invalid Time Format').count()).toBe(0)
  })

  it('disables hours and minutes outside the minimum and maximum', async () => {
    await form().getByRole('button', { name: 'Choose office hours call time on a clock' }).click()
    await timeDialog().waitFor()
    const hours = timeDialog().getByRole('radiogroup', { name: 'Hour' })
    expect(await hours.getByRole('radio', { name: '5 o’clock', exact: true }).isEnabled()).toBe(true)
    expect(await hours.getByRole('radio', { name: '6 o’clock', exact: true }).isDisabled()).toBe(true)
    await display().getByRole('button', { name: 'AM' }).click()
    expect(await hours.getByRole('radio', { name: '8 o’clock', exact: true }).isDisabled()).toBe(true)
    expect(await hours.getByRole('radio', { name: '9 o’clock', exact: true }).isEnabled()).toBe(true)
    await display().getByRole('button', { name: 'PM' }).click()
    await hours.getByRole('radio', { name: '5 o’clock', exact: true }).click()
    const minutes = timeDialog().getByRole('radiogroup', { name: /^Minutes/ })
    expect(await minutes.getByRole('radio', { name: '00 minutes', exact: true }).isEnabled()).toBe(true)
    expect(await minutes.getByRole('radio', { name: '05 minutes', exact: true }).isDisabled()).toBe(true)
    await timeDialog().getByRole('button', { name: 'Ok' }).click()
    await timeDialog().waitFor({ state: 'detached' })
    expect(await form().getByRole('textbox', { name: 'Office hours call time', exact: true }).inputValue()).toBe('05:00 PM')
    expectNoProblems(page)
  })

  it('passes axe on a phone', async () => {
    const phone = await openPage('/widget-preview', MOBILE)
    try {
      await phone.getByRole('button', { name: 'Choose date of diagnosis from a calendar' }).click()
      await phone.getByRole('dialog', { name: 'Select date' }).waitFor()
      await settled(phone)
      await recheckAxe(phone, '[data-testid="date-picker-dialog"]')
      expectNoProblems(phone)
    } finally {
      await closePage(phone)
    }
    await visit(page, '/widget-preview', { axe: false })
  })
})

import { describe, expect, it } from 'vitest'
import { calendarDay, formatDayMonthYear, formatPickedDay, formatPickedDayShort, formatPickedMonth, readDate } from '@/format/dates'
import { compareText, SITE_LOCALE } from '@/format/locale'
import { formatCad, formatDollars, formatNumber } from '@/format/money'

describe('dates', () => {
  it('reads a day picked in the admin in UTC, whatever the server time zone', () => {
    expect(formatPickedDay('2026-11-20T12:00:00.000Z')).toBe('November 20, 2026')
    expect(formatPickedDay('2026-01-01T00:30:00.000Z')).toBe('January 1, 2026')
    expect(formatPickedDay('2023-07-07T12:00:00.000Z')).toBe('July 7, 2023')
    expect(formatPickedMonth('2024-03-01T00:00:00.000Z')).toBe('March 2024')
    expect(formatPickedDayShort('2024-01-05T10:00:00Z')).toBe('Jan 5, 2024')
    expect(formatPickedDayShort('2023-09-30T00:00:00.000Z')).toBe('Sep 30, 2023')
  })

  it('shows a moment on the calendar day of the charity’s time zone', () => {
    // 03:00 UTC on the 22nd is still the evening of the 21st in Vancouver.
    expect(formatDayMonthYear('2026-06-22T03:00:00.000Z')).toBe('June 21, 2026')
    expect(calendarDay('2026-06-22T03:00:00.000Z')).toBe('2026-06-21')
  })

  it('answers an empty string for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'nope']) {
      expect(formatPickedDay(value)).toBe('')
      expect(formatDayMonthYear(value)).toBe('')
      expect(readDate(value)).toBeNull()
    }
  })
})

describe('money, numbers and order', () => {
  it('writes Canadian dollars and numbers in the site locale', () => {
    expect(SITE_LOCALE).toBe('en-CA')
    expect(formatCad('1234.5')).toBe('$1,234.50')
    expect(formatCad(20)).toBe('$20.00')
    expect(formatDollars(1_765_735)).toBe('$1,765,735')
    expect(formatNumber(25000)).toBe('25,000')
  })

  it('sorts names as a reader expects: case and accents folded, numbers by value', () => {
    expect(['Stage 10', 'stage 2', 'Émile', 'Eve'].sort(compareText)).toEqual(['Émile', 'Eve', 'stage 2', 'Stage 10'])
  })
})

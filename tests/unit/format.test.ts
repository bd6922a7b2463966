import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('formatters are built on first use', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('loading the formatting files builds no Intl object; each is built once, when first needed', async () => {
    // Every page's scripts load these files, and an Intl object costs milliseconds to build.
    const built: string[] = []
    const counting = (name: 'Collator' | 'DateTimeFormat' | 'NumberFormat') =>
      new Proxy(Intl[name], {
        construct(target, args: unknown[]) {
          built.push(name)
          return Reflect.construct(target, args) as object
        },
      })
    vi.stubGlobal('Intl', { ...Intl, Collator: counting('Collator'), DateTimeFormat: counting('DateTimeFormat'), NumberFormat: counting('NumberFormat') })
    vi.resetModules()
    const dates = await import('@/format/dates')
    const locale = await import('@/format/locale')
    const money = await import('@/format/money')
    expect(built).toEqual([])

    expect(money.formatCad(5)).toBe('$5.00')
    expect(money.formatCad(7)).toBe('$7.00')
    expect(dates.formatPickedDay('2023-07-07T12:00:00.000Z')).toBe('July 7, 2023')
    expect(dates.formatPickedDay('2023-07-08T12:00:00.000Z')).toBe('July 8, 2023')
    expect(['b', 'A'].sort(locale.compareText)).toEqual(['A', 'b'])
    expect(built).toEqual(['NumberFormat', 'DateTimeFormat', 'Collator'])
  })
})

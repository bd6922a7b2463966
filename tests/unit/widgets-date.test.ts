import { describe, expect, it } from 'vitest'
import {
  addMonths,
  formatDate,
  monthRows,
  monthWeeks,
  moveFocus,
  parseDate,
  periodLabel,
  selectionFromInput,
  stepPeriod,
  titleTarget,
  weekdayOrder,
  yearPage,
  type SimpleDate,
} from '@/widgets/dateLogic'

const d = (year: number, month: number, day: number): SimpleDate => ({ year, month, day })

describe('date picker views', () => {
  it('pages years by 24 in rows of 4', () => {
    const page = yearPage(2024)
    expect(page).toHaveLength(6)
    expect(page.every((row) => row.length === 4)).toBe(true)
    expect(page.flat()[0]).toBe(2016)
    expect(page.flat()[23]).toBe(2039)
    expect(yearPage(2039).flat()[0]).toBe(2016)
    expect(yearPage(2040).flat()[0]).toBe(2040)
    expect(periodLabel('years', d(2024, 1, 1))).toBe('2016 – 2039')
  })

  it('lays months out in 3 rows of 4', () => {
    expect(monthRows()).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
  })

  it('starts weeks on Sunday by default and pads with empty cells', () => {
    // 1 February 2024 was a Thursday.
    const weeks = monthWeeks(2024, 2)
    expect(weeks[0]!.slice(0, 4)).toEqual([null, null, null, null])
    expect(weeks[0]![4]).toEqual(d(2024, 2, 1))
    expect(weeks.flat().filter(Boolean)).toHaveLength(29)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6])
    // Monday first moves Thursday to the fourth column.
    expect(monthWeeks(2024, 2, 1)[0]![3]).toEqual(d(2024, 2, 1))
  })

  it('title button goes from days to years and back to days from months or years', () => {
    expect(titleTarget('days')).toBe('years')
    expect(titleTarget('years')).toBe('days')
    expect(titleTarget('months')).toBe('days')
  })

  it('steps the period by view', () => {
    expect(stepPeriod('days', d(2024, 12, 31), 1)).toEqual(d(2025, 1, 31))
    expect(stepPeriod('months', d(2024, 2, 29), 1)).toEqual(d(2025, 2, 28))
    expect(stepPeriod('years', d(2024, 5, 1), -1)).toEqual(d(2000, 5, 1))
    expect(addMonths(d(2024, 1, 31), 1)).toEqual(d(2024, 2, 29))
  })
})

describe('date picker input', () => {
  it('formats as dd/mm/yyyy', () => {
    expect(formatDate(d(2024, 1, 5))).toBe('05/01/2024')
    expect(formatDate(null)).toBe('')
  })

  it('parses day/month/year and rejects impossible dates', () => {
    expect(parseDate('5/1/2024')).toEqual(d(2024, 1, 5))
    expect(parseDate(' 29/02/2024 ')).toEqual(d(2024, 2, 29))
    expect(parseDate('29/02/2023')).toBeNull()
    expect(parseDate('2024-01-05')).toBeNull()
    expect(parseDate('13/13/2024')).toBeNull()
    expect(parseDate('')).toBeNull()
  })

  it('resets an unparsable selection to today', () => {
    const today = d(2026, 11, 24)
    expect(selectionFromInput('soon', today)).toEqual(today)
    expect(selectionFromInput('01/02/2020', today)).toEqual(d(2020, 2, 1))
  })
})

describe('date picker keyboard', () => {
  const start = d(2024, 1, 31)
  it('moves by day, week, month ends and months in the days view', () => {
    expect(moveFocus('days', start, 'ArrowRight')).toEqual(d(2024, 2, 1))
    expect(moveFocus('days', start, 'ArrowLeft')).toEqual(d(2024, 1, 30))
    expect(moveFocus('days', start, 'ArrowUp')).toEqual(d(2024, 1, 24))
    expect(moveFocus('days', start, 'ArrowDown')).toEqual(d(2024, 2, 7))
    expect(moveFocus('days', d(2024, 1, 15), 'Home')).toEqual(d(2024, 1, 1))
    expect(moveFocus('days', d(2024, 2, 15), 'End')).toEqual(d(2024, 2, 29))
    expect(moveFocus('days', start, 'PageDown')).toEqual(d(2024, 2, 29))
    expect(moveFocus('days', start, 'PageUp')).toEqual(d(2023, 12, 31))
    expect(moveFocus('days', start, 'PageUp', true)).toEqual(d(2023, 1, 31))
  })

  it('moves by month and row of 4 in the months view', () => {
    expect(moveFocus('months', d(2024, 5, 1), 'ArrowDown')).toEqual(d(2024, 9, 1))
    expect(moveFocus('months', d(2024, 5, 1), 'Home')).toEqual(d(2024, 1, 1))
    expect(moveFocus('months', d(2024, 5, 1), 'End')).toEqual(d(2024, 12, 1))
    expect(moveFocus('months', d(2024, 5, 1), 'PageDown')).toEqual(d(2025, 5, 1))
  })

  it('moves by year, row of 4 and page of 24 in the years view', () => {
    expect(moveFocus('years', d(2024, 5, 1), 'ArrowUp')).toEqual(d(2020, 5, 1))
    expect(moveFocus('years', d(2024, 5, 1), 'Home')).toEqual(d(2016, 5, 1))
    expect(moveFocus('years', d(2024, 5, 1), 'End')).toEqual(d(2039, 5, 1))
    expect(moveFocus('years', d(2024, 5, 1), 'PageDown')).toEqual(d(2048, 5, 1))
  })
})

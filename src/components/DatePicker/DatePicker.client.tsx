'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import {
  DEFAULT_FIRST_DAY_OF_WEEK,
  DEFAULT_TITLE,
  MONTH_NAMES,
  MONTH_SHORT,
  NAV_KEYS,
  WEEKDAY_NAMES,
  clampDate,
  formatDate,
  headerLabel,
  isOutOfRange,
  monthRows,
  monthWeeks,
  moveFocus,
  parseDate,
  periodLabel,
  sameDate,
  selectionFromInput,
  spokenDate,
  stepPeriod,
  titleTarget,
  todayOf,
  weekdayOrder,
  yearPage,
  type CalendarView,
  type NavKey,
  type SimpleDate,
} from '@/widgets/dateLogic'
import { PickerOpenButton } from '../WidgetDialog/PickerOpenButton.client'
import { LazyWidgetDialog as WidgetDialog } from '../WidgetDialog/LazyWidgetDialog.client'

export type DatePickerProps = {
  label: string
  /** Form field name of the text input (the value is dd/mm/yyyy, or what the visitor typed). */
  name?: string
  defaultValue?: string
  /** Called with the input's text whenever it changes. */
  onChange?: (value: string) => void
  description?: string
  /** The dialog's title. */
  title?: string
  min?: SimpleDate
  max?: SimpleDate
  /** 0 = Sunday (default) … 6 = Saturday. */
  firstDayOfWeek?: number
  required?: boolean
  id?: string
  /** Accept any text (e.g. "spring 2023"), not only a date: the calendar is a help, not a rule. */
  allowFreeText?: boolean
  /** An error shown elsewhere by the form, tied to the input by its element id. */
  errorId?: string
  error?: string
}

const cellButton =
  'flex w-full items-center justify-center rounded-full font-medium text-ink hover:bg-sky-light disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent'

/**
 * A date field: free typing (dd/mm/yyyy) plus a calendar dialog with days, months and years
 * views. Keyboard: arrows, Home, End, PageUp, PageDown (Alt for a year) move; Enter or Space
 * picks; Escape closes. Ok writes the pending date, Cancel drops it, Clear empties the field.
 */
export function DatePicker({
  label,
  name,
  defaultValue = '',
  onChange,
  description,
  title = DEFAULT_TITLE,
  min,
  max,
  firstDayOfWeek = DEFAULT_FIRST_DAY_OF_WEEK,
  required,
  id,
  allowFreeText = false,
  errorId,
  error,
}: DatePickerProps) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const descriptionId = `${autoId}-description`
  const [text, setText] = useState(defaultValue)
  const [isOpen, setOpen] = useState(false)
  const [view, setView] = useState<CalendarView>('days')
  const [pending, setPending] = useState<SimpleDate | null>(null)
  const [focused, setFocused] = useState<SimpleDate>(() => todayOf())
  const [focusTick, setFocusTick] = useState(0)
  // State, not a ref: the dialog's code loads on first opening, so the grid can appear after the open.
  const [grid, setGrid] = useState<HTMLTableElement | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  // The value is React state, so a form's reset() (after a successful send) must clear it too.
  useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    const reset = () => setText(defaultValue)
    form.addEventListener('reset', reset)
    return () => form.removeEventListener('reset', reset)
  }, [defaultValue])

  const writeText = (value: string) => {
    setText(value)
    onChange?.(value)
  }

  const open = () => {
    const today = todayOf()
    // Typed text is read as day/month/year; unparsable text resets the selection to today.
    const selection = text.trim() ? clampDate(selectionFromInput(text, today), min, max) : null
    setPending(selection)
    setFocused(selection ?? clampDate(today, min, max))
    setView('days')
    setOpen(true)
    setFocusTick((t) => t + 1)
  }

  const close = () => setOpen(false)
  const confirm = () => {
    if (pending) writeText(formatDate(pending))
    close()
  }
  const cancel = () => {
    setPending(null)
    close()
  }
  const clear = () => {
    setPending(null)
    writeText('')
    setView('days')
    setFocusTick((t) => t + 1)
  }

  // Keyboard focus follows the active cell after a move, a view change or opening.
  useEffect(() => {
    if (!isOpen || !focusTick) return
    const frame = requestAnimationFrame(() => grid?.querySelector<HTMLButtonElement>('[data-active="true"]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [focusTick, isOpen, view, grid])

  const changeView = (next: CalendarView) => {
    setView(next)
    setFocusTick((t) => t + 1)
  }

  const pick = (date: SimpleDate) => {
    if (view === 'days') {
      if (isOutOfRange(date, min, max)) return
      setPending(date)
      setFocused(date)
    } else if (view === 'years') {
      setFocused(date)
      changeView('months')
    } else {
      setFocused(date)
      changeView('days')
    }
  }

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (NAV_KEYS.includes(event.key)) {
      event.preventDefault()
      setFocused((current) => moveFocus(view, current, event.key as NavKey, event.altKey))
      setFocusTick((t) => t + 1)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick(focused)
    }
  }

  const unitName = view === 'days' ? 'month' : view === 'months' ? 'year' : '24 years'
  const period = periodLabel(view, focused)
  const inputValid = !error && (allowFreeText || !text.trim() || !!parseDate(text))

  return (
    <div className="flex flex-col gap-1" data-testid={`date-picker-${name ?? inputId}`}>
      <label htmlFor={inputId} className="font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p id={descriptionId} className="text-sm text-muted">
        {description ? `${description} ` : ''}Day/month/year, for example 05/01/2024{allowFreeText ? ', or in your own words' : ''}.
      </p>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          required={required}
          placeholder="dd/mm/yyyy"
          aria-describedby={error && errorId ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={inputValid ? undefined : true}
          onChange={(event) => writeText(event.target.value)}
          className="min-h-11 w-full max-w-[14rem] rounded border-2 border-navy/40 px-3 py-2"
        />
        <PickerOpenButton onPress={open} label={`Choose ${label.toLowerCase()} from a calendar`} iconPath="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z" />
      </div>

      <WidgetDialog
        isOpen={isOpen}
        onDismiss={cancel}
        title={title}
        summary={pending ? headerLabel(pending) : 'No date chosen'}
        testId="date-picker-dialog"
        onClear={clear}
        onConfirm={confirm}
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <Button
            onPress={() => changeView(titleTarget(view))}
            aria-label={`${period}, ${view === 'days' ? 'choose a year' : 'back to days'}`}
            data-testid="date-picker-title"
            className="min-h-11 rounded px-2 font-bold text-navy hover:bg-sky-light"
          >
            {period} <span aria-hidden="true">▾</span>
          </Button>
          <div className="flex">
            <Button
              onPress={() => setFocused((f) => stepPeriod(view, f, -1))}
              aria-label={`Previous ${unitName}`}
              className="flex h-11 w-11 items-center justify-center rounded text-xl text-navy hover:bg-sky-light"
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              onPress={() => setFocused((f) => stepPeriod(view, f, 1))}
              aria-label={`Next ${unitName}`}
              className="flex h-11 w-11 items-center justify-center rounded text-xl text-navy hover:bg-sky-light"
            >
              <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>

        <table
          ref={setGrid}
          role="grid"
          aria-label={view === 'days' ? period : view === 'months' ? `Months of ${focused.year}` : `Years ${period}`}
          onKeyDown={onGridKeyDown}
          className="w-full table-fixed border-collapse"
          data-view={view}
        >
          {view === 'days' && (
            <>
              <thead>
                <tr>
                  {weekdayOrder(firstDayOfWeek).map((day) => (
                    <th key={day} scope="col" abbr={WEEKDAY_NAMES[day]} className="pb-1 text-xs font-semibold text-muted">
                      {WEEKDAY_NAMES[day]!.slice(0, 1)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(focused.year, focused.month, firstDayOfWeek).map((week, w) => (
                  <tr key={w}>
                    {week.map((date, d) => (
                      <td key={d} role="gridcell" aria-selected={date ? sameDate(date, pending) : undefined} className="p-0.5">
                        {date && (
                          <button
                            type="button"
                            tabIndex={sameDate(date, focused) ? 0 : -1}
                            data-active={sameDate(date, focused)}
                            aria-label={spokenDate(date)}
                            aria-current={sameDate(date, todayOf()) ? 'date' : undefined}
                            disabled={isOutOfRange(date, min, max)}
                            onClick={() => pick(date)}
                            className={`${cellButton} aspect-square text-sm ${
                              sameDate(date, pending) ? 'bg-navy text-white hover:bg-navy' : ''
                            } ${sameDate(date, todayOf()) && !sameDate(date, pending) ? 'ring-1 ring-navy' : ''}`}
                          >
                            {date.day}
                          </button>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </>
          )}
          {view === 'months' && (
            <tbody>
              {monthRows().map((row, r) => (
                <tr key={r}>
                  {row.map((month) => {
                    const date = { ...focused, month, day: 1 }
                    const active = focused.month === month
                    const selected = !!pending && pending.year === focused.year && pending.month === month
                    return (
                      <td key={month} role="gridcell" aria-selected={selected} className="p-1">
                        <button
                          type="button"
                          tabIndex={active ? 0 : -1}
                          data-active={active}
                          aria-label={`${MONTH_NAMES[month - 1]} ${focused.year}`}
                          onClick={() => pick(clampDate({ ...date, day: Math.min(focused.day, 28) }))}
                          className={`${cellButton} min-h-11 text-sm ${selected ? 'bg-navy text-white hover:bg-navy' : ''}`}
                        >
                          {MONTH_SHORT[month - 1]}
                        </button>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          )}
          {view === 'years' && (
            <tbody>
              {yearPage(focused.year).map((row, r) => (
                <tr key={r}>
                  {row.map((year) => {
                    const active = focused.year === year
                    const selected = pending?.year === year
                    return (
                      <td key={year} role="gridcell" aria-selected={selected} className="p-1">
                        <button
                          type="button"
                          tabIndex={active ? 0 : -1}
                          data-active={active}
                          onClick={() => pick({ ...focused, year, day: Math.min(focused.day, 28) })}
                          className={`${cellButton} min-h-11 text-sm ${selected ? 'bg-navy text-white hover:bg-navy' : ''}`}
                        >
                          {year}
                        </button>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </WidgetDialog>
    </div>
  )
}

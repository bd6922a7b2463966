'use client'

import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import {
  CLEARED_TIME,
  LABELS,
  MINUTE_INCREMENT,
  clampTime,
  formatTime,
  hour12,
  hourOptions,
  meridiemOf,
  minuteOptions,
  parseTime,
  snapMinutes,
  timeInputError,
  withMeridiem,
  type FaceOption,
  type Meridiem,
  type Time,
  type TimeFormat,
  type TimeLimits,
} from '@/widgets/timeLogic'
import { PickerOpenButton } from '../WidgetDialog/PickerOpenButton.client'
import { LazyWidgetDialog as WidgetDialog } from '../WidgetDialog/LazyWidgetDialog.client'

export type TimePickerProps = TimeLimits & {
  label: string
  name?: string
  defaultValue?: string
  onChange?: (value: string) => void
  description?: string
  title?: string
  /** 12-hour (default) or 24-hour. */
  format?: TimeFormat
  /** Snap minutes to 5-minute steps. */
  increment?: boolean
  required?: boolean
  id?: string
}

type Stage = 'hours' | 'minutes'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A time field: free typing ("h:mm AM", or "HH:mm" in 24-hour mode; anything else shows
 * "Invalid Time Format") plus a clock dialog: pick the hour, then the minutes, and AM or PM.
 * Choices outside the optional minimum and maximum are disabled. Ok writes the time, Cancel
 * closes without writing, Clear empties the field and resets the clock to 12:00 PM.
 */
export function TimePicker({
  label,
  name,
  defaultValue = '',
  onChange,
  description,
  title = 'Select time',
  format = 12,
  increment = false,
  required,
  id,
  ...limits
}: TimePickerProps) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const descriptionId = `${autoId}-description`
  const errorId = `${autoId}-error`
  const [text, setText] = useState(defaultValue)
  const [touched, setTouched] = useState(false)
  const [isOpen, setOpen] = useState(false)
  const [stage, setStage] = useState<Stage>('hours')
  const [pending, setPending] = useState<Time>(CLEARED_TIME)
  // State, not a ref: the dialog's code loads on first opening, so the face can appear after the open.
  const [face, setFace] = useState<HTMLDivElement | null>(null)
  const [focusTick, setFocusTick] = useState(0)

  const error = touched ? timeInputError(text, format) : null

  const writeText = (value: string) => {
    setText(value)
    onChange?.(value)
  }

  const open = () => {
    const typed = parseTime(text, format)
    const start = clampTime(typed ?? CLEARED_TIME, limits)
    setPending(increment ? { ...start, minutes: snapMinutes(start.minutes) } : start)
    setStage('hours')
    setOpen(true)
    setFocusTick((t) => t + 1)
  }
  const close = () => setOpen(false)
  const confirm = () => {
    writeText(formatTime(pending, format))
    setTouched(false)
    close()
  }
  const clear = () => {
    writeText('')
    setTouched(false)
    setPending(CLEARED_TIME)
    setStage('hours')
    setFocusTick((t) => t + 1)
  }

  useEffect(() => {
    if (!isOpen || !focusTick) return
    const frame = requestAnimationFrame(() => {
      const target =
        face?.querySelector<HTMLButtonElement>('[aria-checked="true"]:not(:disabled)') ??
        face?.querySelector<HTMLButtonElement>('[role="radio"]:not(:disabled)')
      target?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusTick, isOpen, stage, face])

  const meridiem: Meridiem = meridiemOf(pending)
  const options: FaceOption[] =
    stage === 'hours' ? hourOptions(format, meridiem, limits) : minuteOptions(pending.hours, limits)
  const isChecked = (option: FaceOption) =>
    stage === 'hours' ? option.value === pending.hours : option.value === (increment ? snapMinutes(pending.minutes) : pending.minutes)

  const choose = (option: FaceOption, advance: boolean) => {
    if (option.disabled) return
    if (stage === 'hours') {
      setPending((p) => clampTime({ hours: option.value, minutes: p.minutes }, limits))
      if (advance) {
        setStage('minutes')
        setFocusTick((t) => t + 1)
      }
    } else {
      setPending((p) => ({ hours: p.hours, minutes: option.value }))
    }
  }

  // Arrow keys move through the enabled choices like a radio group; Enter or Space confirms the stage.
  const onFaceKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = options.filter((o) => !o.disabled)
    if (!enabled.length) return
    const index = Math.max(0, enabled.findIndex(isChecked))
    let next: FaceOption | undefined
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = enabled[(index + 1) % enabled.length]
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = enabled[(index - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (next) {
      event.preventDefault()
      choose(next, false)
      setFocusTick((t) => t + 1)
    }
  }

  const setMeridiem = (value: Meridiem) => setPending((p) => clampTime(withMeridiem(p, value), limits))

  const displayHour = format === 12 ? pad(hour12(pending.hours)) : pad(pending.hours)
  const summary = (
    <span className="flex items-center gap-1" data-testid="time-picker-display">
      <button
        type="button"
        onClick={() => setStage('hours')}
        aria-pressed={stage === 'hours'}
        aria-label={`Hour ${displayHour}`}
        className={`rounded px-1 ${stage === 'hours' ? 'bg-white/20' : 'text-white/70'}`}
      >
        {displayHour}
      </button>
      <span aria-hidden="true">:</span>
      <button
        type="button"
        onClick={() => setStage('minutes')}
        aria-pressed={stage === 'minutes'}
        aria-label={`Minutes ${pad(pending.minutes)}`}
        className={`rounded px-1 ${stage === 'minutes' ? 'bg-white/20' : 'text-white/70'}`}
      >
        {pad(pending.minutes)}
      </button>
      {format === 12 && (
        <span className="ml-3 flex flex-col gap-1 text-sm">
          {(['AM', 'PM'] as const).map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => setMeridiem(m)}
              aria-pressed={meridiem === m}
              className={`min-h-6 rounded px-2 ${meridiem === m ? 'bg-white/20 font-bold' : 'text-white/70'}`}
            >
              {m === 'AM' ? LABELS.am : LABELS.pm}
            </button>
          ))}
        </span>
      )}
    </span>
  )

  return (
    <div className="flex flex-col gap-1" data-testid={`time-picker-${name ?? inputId}`}>
      <label htmlFor={inputId} className="font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p id={descriptionId} className="text-sm text-muted">
        {description ? `${description} ` : ''}
        {format === 12 ? 'For example 09:30 AM.' : 'For example 21:30.'}
      </p>
      <div className="flex gap-2">
        <input
          id={inputId}
          name={name}
          type="text"
          autoComplete="off"
          value={text}
          required={required}
          placeholder={format === 12 ? 'hh:mm AM' : 'HH:mm'}
          aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => writeText(event.target.value)}
          onBlur={() => setTouched(true)}
          className="min-h-11 w-full max-w-[14rem] rounded border-2 border-navy/40 px-3 py-2"
        />
        <PickerOpenButton onPress={open} label={`Choose ${label.toLowerCase()} on a clock`} iconPath="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z" />
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-[#b00020]">
          {error}
        </p>
      )}

      <WidgetDialog
        isOpen={isOpen}
        onDismiss={close}
        title={title}
        summary={summary}
        testId="time-picker-dialog"
        onClear={clear}
        onConfirm={confirm}
      >
        <div
          ref={setFace}
          role="radiogroup"
          aria-label={stage === 'hours' ? 'Hour' : increment ? `Minutes, in steps of ${MINUTE_INCREMENT}` : 'Minutes'}
          onKeyDown={onFaceKeyDown}
          data-stage={stage}
          className="relative mx-auto my-2 aspect-square w-full max-w-[16rem] rounded-full bg-sky-light"
        >
          {options.map((option, i) => {
            const ringIndex = option.ring === 'inner' ? i - 12 : i
            const angle = (ringIndex % 12) * 30
            const radius = option.ring === 'inner' ? 26 : 40
            const x = 50 + radius * Math.sin((angle * Math.PI) / 180)
            const y = 50 - radius * Math.cos((angle * Math.PI) / 180)
            const checked = isChecked(option)
            return (
              <button
                key={`${option.ring}-${option.value}`}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={stage === 'hours' ? `${option.label} o’clock` : `${option.label} minutes`}
                tabIndex={checked || (!options.some(isChecked) && i === 0) ? 0 : -1}
                disabled={option.disabled}
                onClick={() => choose(option, true)}
                style={{ left: `${x}%`, top: `${y}%` }}
                className={`absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-sm font-semibold ${
                  checked ? 'bg-navy text-white' : 'text-ink hover:bg-white'
                } disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:bg-transparent ${option.ring === 'inner' ? 'h-8 w-8 text-xs' : 'h-10 w-10'}`}
              >
                {option.label}
              </button>
            )
          })}
        </div>
      </WidgetDialog>
    </div>
  )
}

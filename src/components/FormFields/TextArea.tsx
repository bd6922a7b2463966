import { FieldFrame } from './FieldFrame'
import type { FieldProps } from './types'

/**
 * A multi-line field. With `maxLength` and a controlled `value`, its hint counts the characters
 * used, so the limit is known before the browser stops the typing.
 */
export function TextArea({ value, defaultValue, onChange, maxLength, rows = 5, hint, ...frame }: FieldProps & { maxLength?: number; rows?: number }) {
  const counter = maxLength !== undefined && value !== undefined ? `${value.length} of ${maxLength} characters used.` : ''
  return (
    <FieldFrame {...frame} hint={[hint, counter].filter(Boolean).join(' ') || undefined}>
      {(control) => (
        <textarea {...control} rows={rows} maxLength={maxLength} value={value} defaultValue={value === undefined ? defaultValue : undefined} onChange={onChange && ((e) => onChange(frame.name, e.target.value))} />
      )}
    </FieldFrame>
  )
}

import { FieldError } from './FieldError'
import { describedBy, fieldId, hintId } from './ids'
import { Hint, Label } from './Label'
import { inputClass } from './styles'
import type { FieldProps } from './types'

/**
 * A multi-line field. With `maxLength` and a controlled `value`, its hint counts the characters
 * used, so the limit is known before the browser stops the typing.
 */
export function TextArea({ ids, name, label, errors, required, hint, tone = 'light', className, value, onChange, maxLength, rows = 5 }: FieldProps & { maxLength?: number; rows?: number }) {
  const id = fieldId(ids, name)
  const invalid = !!errors?.length
  const counter = maxLength !== undefined && value !== undefined ? `${value.length} of ${maxLength} characters used.` : ''
  const hintText = [hint, counter].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} tone={tone}>
        {label}
      </Label>
      {hintText && (
        <Hint id={hintId(ids, name)} tone={tone}>
          {hintText}
        </Hint>
      )}
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={onChange && ((e) => onChange(name, e.target.value))}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, name, { invalid, hint: !!hintText })}
        className={inputClass}
      />
      <FieldError ids={ids} name={name} errors={errors} tone={tone} />
    </div>
  )
}

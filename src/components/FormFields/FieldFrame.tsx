import type { ReactNode } from 'react'
import { FieldError } from './FieldError'
import { describedBy, fieldId, hintId } from './ids'
import { Hint, Label } from './Label'
import { inputClass } from './styles'
import type { FieldProps } from './types'

/** What the control inside a frame spreads onto itself, so its label, hint and error point at it. */
export type ControlProps = {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/**
 * The parts every single-control field shares: the label, the hint, the control (drawn by
 * `children` with the ids and aria wiring it needs) and the error under it.
 */
export function FieldFrame({
  ids,
  name,
  label,
  errors,
  required,
  hint,
  tone = 'light',
  className,
  children,
}: Omit<FieldProps, 'value' | 'defaultValue' | 'onChange'> & { children: (control: ControlProps) => ReactNode }) {
  const id = fieldId(ids, name)
  const invalid = !!errors?.length
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} tone={tone}>
        {label}
      </Label>
      {hint && (
        <Hint id={hintId(ids, name)} tone={tone}>
          {hint}
        </Hint>
      )}
      {children({
        id,
        name,
        required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy(ids, name, { invalid, hint: !!hint }),
        className: inputClass,
      })}
      <FieldError ids={ids} name={name} errors={errors} tone={tone} />
    </div>
  )
}

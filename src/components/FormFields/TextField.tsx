import { FieldFrame } from './FieldFrame'
import type { FieldProps } from './types'

type TextFieldProps = FieldProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text'
  maxLength?: number
  placeholder?: string
}

export function TextField({ value, defaultValue, onChange, type = 'text', autoComplete, inputMode, maxLength, placeholder, ...frame }: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          {...control}
          {...{ autoComplete, inputMode, maxLength, placeholder }}
          type={type}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={onChange && ((e) => onChange(frame.name, e.target.value))}
        />
      )}
    </FieldFrame>
  )
}

import { FieldError } from './FieldError'
import { describedBy, fieldId, hintId } from './ids'
import { Hint, Label } from './Label'
import { inputClass } from './styles'
import type { FieldProps } from './types'

type TextFieldProps = FieldProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text'
  maxLength?: number
  placeholder?: string
}

export function TextField({ ids, name, label, errors, required, hint, tone = 'light', className, value, onChange, type = 'text', ...input }: TextFieldProps) {
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
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange && ((e) => onChange(name, e.target.value))}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, name, { invalid, hint: !!hint })}
        className={inputClass}
      />
      <FieldError ids={ids} name={name} errors={errors} tone={tone} />
    </div>
  )
}

import { FieldError } from './FieldError'
import { describedBy, fieldId, hintId } from './ids'
import { Hint, Label } from './Label'
import { inputClass } from './styles'
import type { FieldProps } from './types'

export type Option = string | { value: string; label: string }

export const optionOf = (o: Option) => (typeof o === 'string' ? { value: o, label: o } : o)

/** A select whose first, empty option (`placeholder`) stands for "nothing chosen yet". */
export function SelectField({
  ids,
  name,
  label,
  errors,
  required,
  hint,
  tone = 'light',
  className,
  value,
  onChange,
  options,
  placeholder = 'Choose…',
  autoComplete,
}: FieldProps & { options: readonly Option[]; placeholder?: string; autoComplete?: string }) {
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
      <select
        id={id}
        name={name}
        {...(value === undefined ? { defaultValue: '' } : { value })}
        onChange={onChange && ((e) => onChange(name, e.target.value))}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, name, { invalid, hint: !!hint })}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map(optionOf).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError ids={ids} name={name} errors={errors} tone={tone} />
    </div>
  )
}

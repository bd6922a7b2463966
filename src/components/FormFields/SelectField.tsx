import { FieldFrame } from './FieldFrame'
import type { FieldProps } from './types'

export type Option = string | { value: string; label: string }

export const optionOf = (o: Option) => (typeof o === 'string' ? { value: o, label: o } : o)

/** A select whose first, empty option (`placeholder`) stands for "nothing chosen yet". */
export function SelectField({
  value,
  defaultValue = '',
  onChange,
  options,
  placeholder = 'Choose…',
  autoComplete,
  ...frame
}: FieldProps & { options: readonly Option[]; placeholder?: string; autoComplete?: string }) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...control}
          {...(value === undefined ? { defaultValue } : { value })}
          onChange={onChange && ((e) => onChange(frame.name, e.target.value))}
          autoComplete={autoComplete}
        >
          <option value="">{placeholder}</option>
          {options.map(optionOf).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

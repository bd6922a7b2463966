import type { ReactNode } from 'react'
import { FieldError } from './FieldError'
import { errorId, fieldId, type FieldIds } from './ids'
import { RequiredMark } from './Label'
import { type Option, optionOf } from './SelectField'
import { boxClass, labelClass, type Tone } from './styles'

/**
 * Checkboxes or radios sharing one name, in a fieldset whose legend names them; the group's
 * error is tied to the fieldset. Controlled radios pass `value` and `onChange`.
 */
export function ChoiceGroup({
  ids,
  name,
  legend,
  options,
  type,
  errors,
  required,
  tone = 'light',
  inline,
  value,
  defaultValue,
  onChange,
  className,
}: {
  ids?: FieldIds
  name: string
  legend: ReactNode
  options: readonly Option[]
  type: 'checkbox' | 'radio'
  errors?: readonly string[]
  required?: boolean
  tone?: Tone
  inline?: boolean
  value?: string
  /** Uncontrolled: the option(s) ticked at first, several joined with ", " (as posted). */
  defaultValue?: string
  onChange?: (name: string, value: string) => void
  className?: string
}) {
  const invalid = !!errors?.length
  return (
    <fieldset id={fieldId(ids, name)} aria-describedby={invalid ? errorId(ids, name) : undefined} className={className}>
      <legend className={labelClass(tone)}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}>
        {options.map(optionOf).map((option, i) => {
          const id = `${fieldId(ids, name)}-${i}`
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={value === undefined && defaultValue ? defaultValue.split(', ').includes(option.value) : undefined}
                onChange={onChange && (() => onChange(name, option.value))}
                className={boxClass}
                aria-invalid={invalid || undefined}
                required={type === 'radio' && required ? true : undefined}
              />
              <label htmlFor={id} className={tone === 'dark' ? 'text-white' : undefined}>
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
      <FieldError ids={ids} name={name} errors={errors} tone={tone} />
    </fieldset>
  )
}

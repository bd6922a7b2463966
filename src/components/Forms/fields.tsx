/**
 * Labelled fields for the site forms. Each shows its error under it, tied to the field with
 * aria-describedby and aria-invalid. `ids` comes from the form, so two copies of one form on a
 * page (footer and Sign Up dialog) never share element ids.
 */
import type { ReactNode } from 'react'

export type Tone = 'light' | 'dark'

export type FieldIds = { prefix: string }

export const fieldId = (ids: FieldIds, name: string) => `${ids.prefix}-${name}`
export const errorId = (ids: FieldIds, name: string) => `${ids.prefix}-${name}-error`

const labelClass = (tone: Tone) => `mb-1 block font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`
const inputClass =
  'block w-full rounded border border-muted bg-white px-3 py-2 text-ink outline-none focus-visible:ring-4 focus-visible:ring-focus aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2'
const errorClass = (tone: Tone) =>
  `mt-1 text-sm font-semibold ${tone === 'dark' ? 'rounded bg-white px-2 py-1 text-red-800' : 'text-red-800'}`

function Required({ required }: { required?: boolean }) {
  if (!required) return null
  // The input itself carries `required`; the star is for sighted readers, as on the old site.
  return <span aria-hidden="true">*</span>
}

export function FieldError({ ids, name, error, tone = 'light' }: { ids: FieldIds; name: string; error?: string; tone?: Tone }) {
  if (!error) return null
  return (
    <p id={errorId(ids, name)} className={errorClass(tone)}>
      {error}
    </p>
  )
}

type TextProps = {
  ids: FieldIds
  name: string
  label: string
  error?: string
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  multiline?: boolean
  tone?: Tone
  placeholder?: string
  className?: string
}

export function TextField({ ids, name, label, error, required, type = 'text', autoComplete, multiline, tone = 'light', placeholder, className }: TextProps) {
  const common = {
    id: fieldId(ids, name),
    name,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(ids, name) : undefined,
    required,
    autoComplete,
    placeholder,
  }
  return (
    <div className={className}>
      <label htmlFor={common.id} className={labelClass(tone)}>
        {label}
        <Required required={required} />
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      <FieldError ids={ids} name={name} error={error} tone={tone} />
    </div>
  )
}

export function SelectField({
  ids,
  name,
  label,
  error,
  required,
  options,
  tone = 'light',
  className,
}: {
  ids: FieldIds
  name: string
  label: string
  error?: string
  required?: boolean
  options: readonly string[]
  tone?: Tone
  className?: string
}) {
  const id = fieldId(ids, name)
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass(tone)}>
        {label}
        <Required required={required} />
      </label>
      <select
        id={id}
        name={name}
        defaultValue=""
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(ids, name) : undefined}
        required={required}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError ids={ids} name={name} error={error} tone={tone} />
    </div>
  )
}

/** A group of checkboxes (type checkbox) or radios sharing one name, in a fieldset with a legend. */
export function ChoiceGroup({
  ids,
  name,
  legend,
  options,
  type,
  error,
  required,
  tone = 'light',
  inline,
}: {
  ids: FieldIds
  name: string
  legend: ReactNode
  options: readonly string[]
  type: 'checkbox' | 'radio'
  error?: string
  required?: boolean
  tone?: Tone
  inline?: boolean
}) {
  return (
    <fieldset aria-describedby={error ? errorId(ids, name) : undefined}>
      <legend className={labelClass(tone)}>
        {legend}
        <Required required={required} />
      </legend>
      <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}>
        {options.map((option, i) => {
          const id = `${fieldId(ids, name)}-${i}`
          return (
            <div key={option} className="flex items-center gap-2">
              <input
                id={id}
                type={type}
                name={name}
                value={option}
                className="h-5 w-5 accent-sky"
                aria-invalid={error ? true : undefined}
                required={type === 'radio' && required ? true : undefined}
              />
              <label htmlFor={id} className={tone === 'dark' ? 'text-white' : undefined}>
                {option}
              </label>
            </div>
          )
        })}
      </div>
      <FieldError ids={ids} name={name} error={error} tone={tone} />
    </fieldset>
  )
}

export function Checkbox({ ids, name, label, value = 'Yes' }: { ids: FieldIds; name: string; label: string; value?: string }) {
  const id = fieldId(ids, name)
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} value={value} className="h-5 w-5 accent-sky" />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

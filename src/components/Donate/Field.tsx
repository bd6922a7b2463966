/** Labelled inputs with their error tied to them (aria-invalid + aria-describedby). */
import type { ReactNode } from 'react'

export const errorId = (name: string) => `${name}-error`

export function FieldError({ name, messages }: { name: string; messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-semibold text-red-800">
      {messages[0]}
    </p>
  )
}

type BaseProps = {
  name: string
  label: string
  value: string
  errors?: string[]
  required?: boolean
  hint?: string
  onChange: (name: string, value: string) => void
  className?: string
}

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded border-2 px-3 py-2 ${invalid ? 'border-red-700' : 'border-navy/40'} bg-white`

function describedBy(name: string, errors?: string[], hint?: string) {
  const ids = [errors?.length ? errorId(name) : '', hint ? `${name}-hint` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function Label({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={name} className="block font-semibold">
      {label}
      {required && <span aria-hidden="true" className="text-red-800"> *</span>}
    </label>
  )
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  ...p
}: BaseProps & { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text'; maxLength?: number }) {
  const invalid = !!p.errors?.length
  return (
    <div className={p.className}>
      <Label name={p.name} label={p.label} required={p.required} />
      {p.hint && <p id={`${p.name}-hint`} className="text-sm text-muted">{p.hint}</p>}
      <input
        id={p.name}
        name={p.name}
        type={type}
        value={p.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={p.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(p.name, p.errors, p.hint)}
        onChange={(e) => p.onChange(p.name, e.target.value)}
        className={inputClass(invalid)}
      />
      <FieldError name={p.name} messages={p.errors} />
    </div>
  )
}

export function TextArea({ maxLength, ...p }: BaseProps & { maxLength: number }) {
  const invalid = !!p.errors?.length
  return (
    <div className={p.className}>
      <Label name={p.name} label={p.label} required={p.required} />
      <p id={`${p.name}-hint`} className="text-sm text-muted">
        {p.hint ? `${p.hint} ` : ''}
        {p.value.length} of {maxLength} characters used.
      </p>
      <textarea
        id={p.name}
        name={p.name}
        value={p.value}
        rows={3}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(p.name, p.errors, 'yes')}
        onChange={(e) => p.onChange(p.name, e.target.value)}
        className={inputClass(invalid)}
      />
      <FieldError name={p.name} messages={p.errors} />
    </div>
  )
}

export function SelectField({ options, placeholder = 'Choose…', ...p }: BaseProps & { options: readonly (string | { value: string; label: string })[]; placeholder?: string; autoComplete?: string }) {
  const invalid = !!p.errors?.length
  return (
    <div className={p.className}>
      <Label name={p.name} label={p.label} required={p.required} />
      <select
        id={p.name}
        name={p.name}
        value={p.value}
        aria-required={p.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(p.name, p.errors)}
        onChange={(e) => p.onChange(p.name, e.target.value)}
        className={inputClass(invalid)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label } = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
      <FieldError name={p.name} messages={p.errors} />
    </div>
  )
}

export function Fieldset({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`mt-6 ${className ?? ''}`}>
      <legend className="text-lg font-bold text-navy">{legend}</legend>
      {children}
    </fieldset>
  )
}

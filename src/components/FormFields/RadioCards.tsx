import { fieldId, type FieldIds } from './ids'
import { type Option, optionOf } from './SelectField'

/**
 * Radios drawn as cards (the donation form's preset amounts): the radio itself is visually
 * hidden inside its label, which shows the choice and a focus ring. Option ids are the field id
 * and the option's value (selectAmount-25), so a form can focus a known option by id.
 * `describedBy` names the element that explains the group, such as an error shared with
 * another field.
 */
export function RadioCards({
  ids,
  name,
  label,
  options,
  value,
  onChange,
  describedBy,
  className,
}: {
  ids?: FieldIds
  name: string
  label: string
  options: readonly Option[]
  value: string
  onChange: (name: string, value: string) => void
  describedBy?: string
  className?: string
}) {
  return (
    <div role="radiogroup" aria-label={label} aria-describedby={describedBy} className={className}>
      {options.map(optionOf).map((option) => {
        const id = `${fieldId(ids, name)}-${option.value}`
        const checked = value === option.value
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={`cursor-pointer rounded border-2 px-5 py-2 font-bold ${checked ? 'border-navy bg-navy text-white' : 'border-navy/40 text-navy'} has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus`}
          >
            <input id={id} type="radio" name={name} value={option.value} checked={checked} onChange={() => onChange(name, option.value)} className="sr-only" />
            {option.label}
          </label>
        )
      })}
    </div>
  )
}

import { fieldId, type FieldIds } from './ids'
import { boxClass, type Tone } from './styles'

/** One checkbox with its label beside it. Controlled when `checked` and `onChange` are given. */
export function Checkbox({
  ids,
  name,
  label,
  value = 'Yes',
  tone = 'light',
  className,
  checked,
  defaultChecked,
  onChange,
}: {
  ids?: FieldIds
  name: string
  label: string
  value?: string
  tone?: Tone
  className?: string
  checked?: boolean
  defaultChecked?: boolean
  onChange?: (name: string, checked: boolean) => void
}) {
  const id = fieldId(ids, name)
  return (
    // Top-aligned, so a label that wraps keeps its box beside the first line.
    <div className={`flex items-start gap-2 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        onChange={onChange && ((e) => onChange(name, e.target.checked))}
        className={`mt-0.5 ${boxClass}`}
      />
      <label htmlFor={id} className={tone === 'dark' ? 'text-white' : undefined}>
        {label}
      </label>
    </div>
  )
}

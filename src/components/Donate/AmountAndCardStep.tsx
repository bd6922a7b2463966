import { FieldError, Fieldset, RadioCards, SelectField, TextField, errorId } from '@/components/FormFields'
import { EXPIRY_MONTHS } from '@/donations/cardExp'
import { DONATION_AREAS, PRESET_AMOUNTS } from '@/donations/constants'
import type { StepProps } from './stepProps'

const PRESETS = PRESET_AMOUNTS.map((a) => ({ value: a, label: `$${a}` }))

/**
 * Step 1: the amount (a preset or another amount; their shared error, "amount", sits under
 * both), the donation area and the card. `years` is worked out once by the form, so the expiry
 * list stays the same while the donor moves between steps.
 */
export function AmountAndCardStep({ type, values, errors, onChange, years }: StepProps & { type: string; years: readonly string[] }) {
  return (
    <div>
      <Fieldset legend={type === 'monthly' ? 'Monthly amount (CAD) *' : 'Amount (CAD) *'}>
        <RadioCards
          name="selectAmount"
          label="Preset amounts"
          options={PRESETS}
          value={values.selectAmount ?? ''}
          onChange={onChange}
          describedBy={errors.amount ? errorId(undefined, 'amount') : undefined}
          className="mt-2 flex flex-wrap gap-3"
        />
        <TextField
          name="otherAmount"
          label="Other amount"
          value={values.otherAmount}
          inputMode="decimal"
          hint="At least $0.01."
          errors={errors.otherAmount}
          onChange={onChange}
          className="mt-3 max-w-xs"
        />
        <FieldError name="amount" errors={errors.amount} />
      </Fieldset>
      <SelectField name="donation_area" label="Donation area" required value={values.donation_area} options={DONATION_AREAS} errors={errors.donation_area} onChange={onChange} className="mt-6 max-w-md" />
      <Fieldset legend="Card details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="card_number" label="Card number" required value={values.card_number} autoComplete="cc-number" inputMode="numeric" hint="Visa, Mastercard or American Express." errors={errors.card_number} onChange={onChange} />
          <TextField name="card_name" label="Name on card" required value={values.card_name} autoComplete="cc-name" errors={errors.card_name} onChange={onChange} />
          <SelectField name="expiryMonth" label="Expiry month" required value={values.expiryMonth} options={EXPIRY_MONTHS} placeholder="Month" errors={errors.expiryMonth} onChange={onChange} />
          <SelectField name="expiryYear" label="Expiry year" required value={values.expiryYear} options={years} placeholder="Year" errors={errors.expiryYear} onChange={onChange} />
        </div>
      </Fieldset>
    </div>
  )
}

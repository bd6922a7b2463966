import type { Ref } from 'react'
import { CardFrame, type CardFrameHandle } from '@/components/CardFrame/CardFrame.client'
import { FieldError, Fieldset, RadioCards, SelectField, TextField, errorId } from '@/components/FormFields'
import type { CardFrame as CardFrameConfig } from '@/donations/cardFrame/cardFrameConfig'
import { DONATION_AREAS, PRESET_AMOUNTS } from '@/donations/constants'
import type { StepProps } from './stepProps'

const PRESETS = PRESET_AMOUNTS.map((a) => ({ value: a, label: `$${a}` }))

/**
 * Step 1: the amount (a preset or another amount; their shared error, "amount", sits under
 * both), the donation area and the card: its number and expiry in the processor's card frame,
 * the name on the card here (the processor's frame has no name field, and the charge needs none).
 */
export function AmountAndCardStep({ type, values, errors, onChange, cardFrame, cardFrameRef }: StepProps & { type: string; cardFrame: CardFrameConfig; cardFrameRef: Ref<CardFrameHandle> }) {
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
        <TextField name="card_name" label="Name on card" required value={values.card_name} autoComplete="cc-name" errors={errors.card_name} onChange={onChange} className="max-w-md" />
        <CardFrame ref={cardFrameRef} frame={cardFrame} error={errors.card_token?.[0]} />
      </Fieldset>
    </div>
  )
}

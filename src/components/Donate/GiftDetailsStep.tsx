import { Checkbox, ChoiceGroup, Fieldset, SelectField, TextArea, TextField } from '@/components/FormFields'
import { formatCad } from '@/format/money'
import { ADMIN_ONLY_MAX, GIFT_TYPES, H_MESSAGE_MAX, OCCASIONS } from '@/donations/constants'
import type { StepProps } from './stepProps'

/**
 * Step 3: the gift type (with the honouree's card details for a gift in honour or memory), the
 * news opt-in, the office note and a summary of the gift. The opt-in is kept as 'true'/'false',
 * the strings /api/donate and the stored draft use.
 */
export function GiftDetailsStep({ type, values, errors, onChange, amount }: StepProps & { type: string; amount: string | null }) {
  const honour = values.memoriam !== 'foundation'
  return (
    <div>
      <ChoiceGroup name="memoriam" legend="Gift type" type="radio" options={GIFT_TYPES} value={values.memoriam} onChange={onChange} className="mt-6" />
      {honour && (
        <Fieldset legend={values.memoriam === 'honour' ? 'In honour of' : 'In memory of'}>
          <div className="grid gap-4 sm:grid-cols-2" data-testid="honour-fields">
            {values.memoriam === 'honour' && <SelectField name="h_occasion" label="Occasion" value={values.h_occasion} options={OCCASIONS} errors={errors.h_occasion} onChange={onChange} />}
            <TextField name="h_title" label="Title (for example Mr. or Dr.)" value={values.h_title} errors={errors.h_title} onChange={onChange} />
            <TextField name="h_fname" label="First name" required value={values.h_fname} errors={errors.h_fname} onChange={onChange} />
            <TextField name="h_lname" label="Last name" required value={values.h_lname} errors={errors.h_lname} onChange={onChange} />
            <TextField name="h_name" label="Send the card to (name)" value={values.h_name} errors={errors.h_name} onChange={onChange} />
            <TextField name="h_add" label="Street address" required value={values.h_add} errors={errors.h_add} onChange={onChange} />
            <TextField name="h_city" label="City" required value={values.h_city} errors={errors.h_city} onChange={onChange} />
            <TextField name="h_prov" label="Province or state" required value={values.h_prov} errors={errors.h_prov} onChange={onChange} />
            <TextField name="h_pcode" label="Postal code" required value={values.h_pcode} errors={errors.h_pcode} onChange={onChange} />
            <TextField name="h_country" label="Country" required value={values.h_country} errors={errors.h_country} onChange={onChange} />
            <TextField name="h_sent_behalf" label="Sent on behalf of" value={values.h_sent_behalf} errors={errors.h_sent_behalf} onChange={onChange} />
            <TextField name="h_name_on_card" label="Name to show on the card" value={values.h_name_on_card} errors={errors.h_name_on_card} onChange={onChange} />
            <TextArea name="h_message" label="Message" value={values.h_message} maxLength={H_MESSAGE_MAX} rows={3} errors={errors.h_message} onChange={onChange} className="sm:col-span-2" />
          </div>
        </Fieldset>
      )}
      <Checkbox
        name="information"
        value="true"
        label="Yes, send me news about our programs and events. You can unsubscribe at any time."
        checked={values.information === 'true'}
        onChange={(name, checked) => onChange(name, checked ? 'true' : 'false')}
        className="mt-6"
      />
      <TextArea name="adminonly" label="Office use (optional note)" value={values.adminonly} maxLength={ADMIN_ONLY_MAX} rows={3} errors={errors.adminonly} onChange={onChange} className="mt-6" />
      <p className="mt-6 rounded bg-sky-light p-4">
        {type === 'monthly' ? 'Monthly gift' : 'Gift'}: <strong>{amount ? formatCad(amount) : '—'}</strong> to {values.donation_area}.
      </p>
    </div>
  )
}

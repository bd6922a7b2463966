import { Checkbox, ChoiceGroup, Fieldset, SelectField, TextArea, TextField } from '@/components/FormFields'
import { formatCad } from '@/format/money'
import { GIFT_TYPES, H_MESSAGE_MAX, OCCASIONS, TRIBUTE_CARD_CHOICES } from '@/donations/constants'
import { SHOW_AS, SHOW_AS_LABELS } from '@/fundraising/donorName'
import { MESSAGE_MAX_LENGTH } from '@/fundraising/rules'
import type { StepProps } from './stepProps'

/**
 * Step 3: the gift type (with the honouree's card details for a gift in honour or memory), the
 * news opt-in (never ticked in advance) and a summary of the gift. The office note is staff's,
 * set in the admin: donors never see it. The opt-in is kept as 'true'/'false',
 * the strings /api/donate and the stored draft use.
 */
export function GiftDetailsStep({
  type,
  values,
  errors,
  onChange,
  amount,
  fundraiserName,
}: StepProps & { type: string; amount: string | null; fundraiserName: string | null }) {
  const honour = values.memoriam !== 'foundation'
  return (
    <div>
      {fundraiserName && <PageCreditFields fundraiserName={fundraiserName} values={values} errors={errors} onChange={onChange} />}
      <ChoiceGroup name="memoriam" legend="Gift type" type="radio" options={GIFT_TYPES} value={values.memoriam} onChange={onChange} className="mt-6" />
      {honour && <TributeFields memoriam={values.memoriam === 'memoriam'} values={values} errors={errors} onChange={onChange} />}
      <Checkbox
        name="information"
        value="true"
        label="Yes, send me news about our programs and events. You can unsubscribe at any time."
        checked={values.information === 'true'}
        onChange={(name, checked) => onChange(name, checked ? 'true' : 'false')}
        className="mt-6"
      />
      <p className="mt-6 rounded bg-sky-light p-4">
        {type === 'monthly' ? 'Monthly gift' : 'Gift'}: <strong>{amount ? formatCad(amount) : '—'}</strong> to {values.donation_area}
        {fundraiserName ? `, credited to ${fundraiserName}’s fundraising page` : ''}.
      </p>
    </div>
  )
}

/**
 * A gift through a fundraising page: how the donor's name appears there (nothing else of the
 * donor is shown to anyone) and a short message for the fundraiser, shown with the gift.
 */
function PageCreditFields({ fundraiserName, values, errors, onChange }: Omit<StepProps, 'type'> & { fundraiserName: string }) {
  return (
    <Fieldset legend={`Your gift on ${fundraiserName}’s page`} className="mt-6">
      {errors.fundraiser_page && (
        <p role="alert" className="font-semibold text-red-800">
          {errors.fundraiser_page[0]}
        </p>
      )}
      <ChoiceGroup
        name="fundraiser_show_as"
        legend="How your name appears with your gift"
        type="radio"
        options={SHOW_AS.map((value) => ({ value, label: SHOW_AS_LABELS[value] }))}
        value={values.fundraiser_show_as}
        errors={errors.fundraiser_show_as}
        onChange={onChange}
      />
      <TextArea
        name="fundraiser_message"
        label={`A message for ${fundraiserName} (optional)`}
        hint="Shown on the page with your gift."
        value={values.fundraiser_message}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        errors={errors.fundraiser_message}
        onChange={onChange}
        className="mt-4"
      />
    </Fieldset>
  )
}

/**
 * A gift in memory or in honour, in three parts that do not mix: the person remembered or
 * honoured; whether we post a card, and to whom (the address is asked only for a card); and
 * what the card says, where "From" (printed "by …") and "On behalf of" are told apart by their
 * hints.
 */
function TributeFields({ memoriam, values, errors, onChange }: Omit<StepProps, 'type'> & { memoriam: boolean }) {
  const card = values.h_card !== 'no'
  return (
    <div data-testid="honour-fields">
      <Fieldset legend={memoriam ? 'The person you are remembering' : 'The person you are honouring'}>
        <div className="grid gap-4 sm:grid-cols-2">
          {!memoriam && <SelectField name="h_occasion" label="Occasion" value={values.h_occasion} options={OCCASIONS} errors={errors.h_occasion} onChange={onChange} />}
          <TextField name="h_title" label="Title (for example Mr. or Dr.)" value={values.h_title} errors={errors.h_title} onChange={onChange} />
          <TextField name="h_fname" label="First name" required value={values.h_fname} errors={errors.h_fname} onChange={onChange} />
          <TextField name="h_lname" label="Last name" required value={values.h_lname} errors={errors.h_lname} onChange={onChange} />
        </div>
      </Fieldset>
      <ChoiceGroup
        name="h_card"
        legend={memoriam ? 'Shall we post a card to tell the family about your gift?' : 'Shall we post a card to tell them about your gift?'}
        type="radio"
        options={TRIBUTE_CARD_CHOICES}
        value={card ? 'yes' : 'no'}
        onChange={onChange}
        className="mt-6"
      />
      {card && (
        <>
          <Fieldset legend="Who receives the card">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="h_name"
                label="Name of the person receiving the card"
                hint={memoriam ? 'For example, a family member of the person you are remembering.' : 'Leave this empty to send the card to the person you are honouring.'}
                value={values.h_name}
                errors={errors.h_name}
                onChange={onChange}
                className="sm:col-span-2"
              />
              <TextField name="h_add" label="Street address" required value={values.h_add} errors={errors.h_add} onChange={onChange} className="sm:col-span-2" />
              <TextField name="h_city" label="City" required value={values.h_city} errors={errors.h_city} onChange={onChange} />
              <TextField name="h_prov" label="Province or state" required value={values.h_prov} errors={errors.h_prov} onChange={onChange} />
              <TextField name="h_pcode" label="Postal code" required value={values.h_pcode} errors={errors.h_pcode} onChange={onChange} />
              <TextField name="h_country" label="Country" required value={values.h_country} errors={errors.h_country} onChange={onChange} />
            </div>
          </Fieldset>
          <Fieldset legend="What the card says">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="h_name_on_card"
                label="From"
                hint="Your name as the family should read it: the card says the gift was made “by” this name. Leave it empty to sign the card with the “On behalf of” name below, or with no name."
                value={values.h_name_on_card}
                errors={errors.h_name_on_card}
                onChange={onChange}
              />
              <TextField
                name="h_sent_behalf"
                label="On behalf of (optional)"
                hint="A group you give for, such as “the staff of Harbour Dental”. The card adds “Sent on behalf of” this name."
                value={values.h_sent_behalf}
                errors={errors.h_sent_behalf}
                onChange={onChange}
              />
              <TextArea name="h_message" label="Message" value={values.h_message} maxLength={H_MESSAGE_MAX} rows={3} errors={errors.h_message} onChange={onChange} className="sm:col-span-2" />
            </div>
          </Fieldset>
        </>
      )}
    </div>
  )
}

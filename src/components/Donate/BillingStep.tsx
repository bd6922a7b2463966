import { Fieldset, TextField } from '@/components/FormFields'
import type { StepProps } from './stepProps'

/** Step 2: the donor's name, address and contacts, as they appear on the tax receipt. */
export function BillingStep({ values, errors, onChange }: StepProps) {
  return (
    <Fieldset legend="Billing details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="b_fname" label="First name" required value={values.b_fname} autoComplete="given-name" errors={errors.b_fname} onChange={onChange} />
        <TextField name="b_lname" label="Last name" required value={values.b_lname} autoComplete="family-name" errors={errors.b_lname} onChange={onChange} />
        <TextField name="b_add" label="Street address" required value={values.b_add} autoComplete="street-address" errors={errors.b_add} onChange={onChange} className="sm:col-span-2" />
        <TextField name="b_city" label="City" required value={values.b_city} autoComplete="address-level2" errors={errors.b_city} onChange={onChange} />
        <TextField name="b_prov" label="Province or state" required value={values.b_prov} autoComplete="address-level1" errors={errors.b_prov} onChange={onChange} />
        <TextField name="b_pcode" label="Postal code" required value={values.b_pcode} autoComplete="postal-code" errors={errors.b_pcode} onChange={onChange} />
        <TextField name="b_country" label="Country" required value={values.b_country} autoComplete="country-name" errors={errors.b_country} onChange={onChange} />
        <TextField name="b_tel" label="Telephone" required type="tel" value={values.b_tel} autoComplete="tel" errors={errors.b_tel} onChange={onChange} />
        <TextField name="b_email" label="Email" required type="email" value={values.b_email} autoComplete="email" hint="Your receipt details are sent here." errors={errors.b_email} onChange={onChange} />
      </div>
    </Fieldset>
  )
}

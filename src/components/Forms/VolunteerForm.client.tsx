'use client'

import type { ReactNode } from 'react'
import { VOLUNTEER_EVENT_OPTIONS, VOLUNTEER_FOR_OPTIONS } from '@/forms/fields'
import { ChoiceGroup, TextField } from '@/components/FormFields'
import { SiteForm } from './SiteForm.client'

export function VolunteerFormClient({ success }: { success: { title: string; message: ReactNode } }) {
  return (
    <SiteForm formKey="volunteer" title="Volunteer sign-up" successTitle={success.title} successMessage={success.message}>
      {({ ids, errors, kept }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField ids={ids} name="full_name" defaultValue={kept.full_name} label="Name" required autoComplete="name" errors={errors.full_name} />
            <TextField ids={ids} name="email" defaultValue={kept.email} label="Email" type="email" required autoComplete="email" errors={errors.email} />
            <TextField ids={ids} name="city" defaultValue={kept.city} label="City" required autoComplete="address-level2" errors={errors.city} />
            <TextField ids={ids} name="province" defaultValue={kept.province} label="Province" required autoComplete="address-level1" errors={errors.province} />
            <TextField ids={ids} name="phone" defaultValue={kept.phone} label="Phone" type="tel" required autoComplete="tel" errors={errors.phone} />
          </div>
          <ChoiceGroup ids={ids} name="volunteer_for" defaultValue={kept.volunteer_for} legend="I would like to volunteer for" type="checkbox" options={VOLUNTEER_FOR_OPTIONS} errors={errors.volunteer_for} />
          <ChoiceGroup ids={ids} name="events" defaultValue={kept.events} legend="Events I could help with" type="checkbox" options={VOLUNTEER_EVENT_OPTIONS} errors={errors.events} />
        </>
      )}
    </SiteForm>
  )
}

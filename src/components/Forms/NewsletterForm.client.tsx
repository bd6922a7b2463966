'use client'

import type { ReactNode } from 'react'
import { TextField, type Tone } from '@/components/FormFields'
import { SiteForm } from './SiteForm.client'

export function NewsletterFormClient({ tone = 'light', success }: { tone?: Tone; success: { title: string; message: ReactNode } }) {
  return (
    <SiteForm formKey="newsletter" title="Newsletter sign-up" successTitle={success.title} successMessage={success.message} submitLabel="Sign up" tone={tone}>
      {({ ids, errors, kept }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField ids={ids} name="first_name" defaultValue={kept.first_name} label="First name" required autoComplete="given-name" errors={errors.first_name} tone={tone} />
          <TextField ids={ids} name="last_name" defaultValue={kept.last_name} label="Last name" required autoComplete="family-name" errors={errors.last_name} tone={tone} />
          <TextField ids={ids} name="email" defaultValue={kept.email} label="Email" type="email" required autoComplete="email" errors={errors.email} tone={tone} className="sm:col-span-2" />
        </div>
      )}
    </SiteForm>
  )
}

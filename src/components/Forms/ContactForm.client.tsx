'use client'

import type { ReactNode } from 'react'
import { TextField } from './fields'
import { SiteForm } from './SiteForm.client'

export function ContactFormClient({ success }: { success: { title: string; message: ReactNode } }) {
  return (
    <SiteForm formKey="contact" title="Contact us" successTitle={success.title} successMessage={success.message}>
      {({ ids, errors }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ids={ids} name="full_name" label="Name" required autoComplete="name" error={errors.full_name} />
          <TextField ids={ids} name="email" label="Email" type="email" required autoComplete="email" error={errors.email} />
          <TextField ids={ids} name="phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone} />
          <TextField ids={ids} name="subject" label="Subject" required error={errors.subject} />
          <TextField ids={ids} name="message" label="Message" multiline error={errors.message} className="sm:col-span-2" />
        </div>
      )}
    </SiteForm>
  )
}

'use client'

import type { ReactNode } from 'react'
import { TextArea, TextField } from '@/components/FormFields'
import { SiteForm } from './SiteForm.client'

export function ContactFormClient({ success }: { success: { title: string; message: ReactNode } }) {
  return (
    <SiteForm formKey="contact" title="Contact us" successTitle={success.title} successMessage={success.message}>
      {({ ids, errors, kept }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField ids={ids} name="full_name" defaultValue={kept.full_name} label="Name" required autoComplete="name" errors={errors.full_name} />
          <TextField ids={ids} name="email" defaultValue={kept.email} label="Email" type="email" required autoComplete="email" errors={errors.email} />
          <TextField ids={ids} name="phone" defaultValue={kept.phone} label="Phone" type="tel" autoComplete="tel" errors={errors.phone} />
          <TextField ids={ids} name="subject" defaultValue={kept.subject} label="Subject" required errors={errors.subject} />
          <TextArea ids={ids} name="message" defaultValue={kept.message} label="Message" errors={errors.message} className="sm:col-span-2" />
        </div>
      )}
    </SiteForm>
  )
}

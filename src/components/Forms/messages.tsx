/** The spec's success texts, filled with the organisation's name, e-mail and phone from Site Settings. */
import type { ReactNode } from 'react'
import type { FormKey } from '@/forms/fields'
import { telHref } from '@/utilities/contactHref'

export type OrgContact = { name: string; email?: string; phone?: string }

export const DEFAULT_SUCCESS_TITLE = 'Thank you for your submission'

export function successFor(key: FormKey, org: OrgContact): { title: string; message: ReactNode } {
  const email = org.email ? <a href={`mailto:${org.email}`} className="underline">{org.email}</a> : 'us by e-mail'
  const phone = org.phone ? <a href={telHref(org.phone)} className="underline">{org.phone}</a> : null
  switch (key) {
    case 'newsletter':
      return { title: 'Thank you', message: <p>You&rsquo;ve been successfully added to the list to receive updates from us.</p> }
    case 'volunteer':
      return {
        title: DEFAULT_SUCCESS_TITLE,
        message: <p>Thanks for your interest in {org.name}. We will get back to you shortly on possible volunteer positions available.</p>,
      }
    case 'contact':
      return {
        title: DEFAULT_SUCCESS_TITLE,
        message: <p>Thanks for your interest in {org.name}. We will get back to you shortly on your inquiry.</p>,
      }
    case 'peerSupport':
      return {
        title: DEFAULT_SUCCESS_TITLE,
        message: (
          <>
            <p>
              Your request for a One-on-One session has been received. We will connect with you shortly with the appointment details...
            </p>
            <p className="mt-3">
              E-mail: {email}
              {phone && (
                <>
                  <br />
                  Phone: {phone}
                </>
              )}
            </p>
          </>
        ),
      }
    case 'reefKnotKit':
      return {
        title: DEFAULT_SUCCESS_TITLE,
        message: (
          <p>
            Your request for Reef Knot Kit has been received. If you have any questions in the meantime, please contact {email}
            {phone && <> or simply call {phone}</>}.
          </p>
        ),
      }
  }
}

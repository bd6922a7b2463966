import { getSiteSettings } from '@/utilities/getSiteData'

/**
 * Where the newsletter sign-up form goes (footer and the mobile menu's Sign Up dialog).
 * The form itself arrives with the forms work; until then visitors get a way to ask by e-mail.
 */
export async function NewsletterSlot({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const settings = await getSiteSettings()
  const email = settings.contacts?.find((c) => c.scheme === 'mailto')?.value
  const linkClass = tone === 'dark' ? 'text-white hover:text-donate' : undefined
  return (
    <div data-slot="newsletter-form">
      <p>
        Get news of events, support groups and research a few times a year.
        {email && (
          <>
            {' '}
            To join the list, e-mail{' '}
            <a href={`mailto:${email}?subject=Newsletter%20sign-up`} className={linkClass}>
              {email}
            </a>
            .
          </>
        )}
      </p>
    </div>
  )
}

import { NewsletterSlot } from '@/components/NewsletterSlot'
import { SmartLink } from '@/components/SmartLink'
import { contactHref } from '@/utilities/contactHref'
import { socialIconPath, socialLabel } from '@/utilities/socialPlatforms'
import { getSiteSettings } from '@/content/globals'

const footerLink = 'text-white underline-offset-2 hover:text-donate'

export async function Footer() {
  const settings = await getSiteSettings()
  const { address } = settings
  const year = new Date().getFullYear()

  return (
    <footer className="mt-16 bg-navy-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg text-white">Contact us</h2>
          <ul className="mt-3 space-y-1">
            {(settings.contacts ?? []).map((line) => {
              const href = contactHref(line.scheme, line.value)
              return (
                <li key={line.id ?? line.title}>
                  <span className="font-semibold">{line.title}: </span>
                  {href ? (
                    <SmartLink href={href} className={footerLink}>
                      {line.value}
                    </SmartLink>
                  ) : (
                    line.value
                  )}
                </li>
              )
            })}
          </ul>
          <address className="mt-4 not-italic">
            {settings.mapUrl ? (
              <SmartLink href={settings.mapUrl} className={footerLink}>
                {address.street}, {address.city}, {address.province} {address.postalCode}, {address.country}
              </SmartLink>
            ) : (
              `${address.street}, ${address.city}, ${address.province} ${address.postalCode}, ${address.country}`
            )}
          </address>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-lg text-white">Newsletter</h2>
          <div className="mt-3">
            <NewsletterSlot tone="dark" />
          </div>
        </section>

        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="text-lg text-white">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {(settings.socialMedia ?? []).map((social) => (
              <li key={social.id ?? social.url}>
                <SmartLink
                  href={social.url}
                  aria-label={`${socialLabel(social.platform)} (opens in a new tab)`}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/25"
                >
                  {/* Lazy: far below the fold, and an eager <img> gets a preload in the head that
                      competes with the page's main image for the first paint. */}
                  {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG icon */}
                  <img src={socialIconPath(social.platform)} alt="" width={22} height={22} loading="lazy" decoding="async" className="invert" />
                </SmartLink>
              </li>
            ))}
          </ul>
          {settings.supportInitiative?.url && (
            <p className="mt-6">
              <SmartLink href={settings.supportInitiative.url} className={footerLink}>
                {settings.supportInitiative.label}
              </SmartLink>
            </p>
          )}
        </section>
      </div>
      <p className="border-t border-white/15 px-4 py-5 text-center text-sm text-white/85">
        © {year} {settings.name}. Charitable registration number {settings.charityNumber}.
      </p>
    </footer>
  )
}

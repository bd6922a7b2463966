import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Image from 'next/image'
import { ContactForm } from '@/components/Forms'
import { PageHero } from '@/components/PageHero'
import { CONTACT_PATH } from '@/content/paths'
import { imageOf } from '@/content/media'
import { telHref } from '@/utilities/contactHref'
import { getSupportAndAbout, getSiteSettings } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Contact Us', description: 'How to reach our support services, events team and office.', path: CONTACT_PATH })


export default async function ContactUsPage() {
  const [about, settings] = await Promise.all([getSupportAndAbout(), getSiteSettings()])
  const contact = about.contact
  const picture = imageOf(contact?.picture, 'wide')
  const a = settings.address
  const addressText = `${a.street}, ${a.city}, ${a.province} ${a.postalCode}, ${a.country}`
  return (
    <>
      <BreadcrumbJsonLd path={CONTACT_PATH} title="Contact Us" />
      <PageHero heading="CONTACT US" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <div className="grid items-start gap-8 md:grid-cols-2">
          {picture && (
            <Image
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              sizes="(min-width: 48rem) 30rem, 100vw"
              className="h-auto w-full rounded-lg"
            />
          )}
          <section aria-labelledby="address-heading">
            <h2 id="address-heading" className="text-2xl">
              Our office
            </h2>
            <address className="mt-3 not-italic" data-testid="contact-address">
              {settings.mapUrl ? (
                <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
                  {addressText}
                  <span className="sr-only"> (map, opens in a new tab)</span>
                </a>
              ) : (
                addressText
              )}
            </address>
          </section>
        </div>

        <ul className="grid gap-6 md:grid-cols-3" data-testid="contact-blocks">
          {(contact?.blocks ?? []).map((block, i) => (
            <li key={block.id ?? i} className="rounded-lg border border-navy/15 p-5">
              <h2 className="text-xl">{block.title}</h2>
              {block.email && (
                <p className="mt-2">
                  <a href={`mailto:${block.email}`}>{block.email}</a>
                </p>
              )}
              {block.phone && (
                <p className="mt-1">
                  <a href={telHref(block.phone)}>{block.phone}</a>
                </p>
              )}
            </li>
          ))}
        </ul>

        <section aria-labelledby="general-inquiry-heading">
          <h2 id="general-inquiry-heading" className="text-2xl">
            General inquiry
          </h2>
          {contact?.generalInquiryIntro && <p className="mt-3">{contact.generalInquiryIntro}</p>}
          <div className="mt-6" data-testid="contact-form-slot">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  )
}

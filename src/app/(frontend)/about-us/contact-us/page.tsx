import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { ContactBlocks } from '@/components/Contact/ContactBlocks'
import { OurOffice } from '@/components/Contact/OurOffice'
import { ContactForm } from '@/components/Forms'
import { PageHero } from '@/components/PageHero'
import { CONTACT_PATH } from '@/content/paths'
import { imageOf } from '@/content/media'
import { getSiteSettings, getSupportAndAbout } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Contact Us', description: 'How to reach our support services, events team and office.', path: CONTACT_PATH })

export default async function ContactUsPage() {
  const [about, settings] = await Promise.all([getSupportAndAbout(), getSiteSettings()])
  const contact = about.contact
  const picture = imageOf(contact?.picture, 'wide')
  return (
    <>
      <BreadcrumbJsonLd path={CONTACT_PATH} title="Contact Us" />
      <PageHero heading="CONTACT US" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <OurOffice picture={picture} settings={settings} />

        <ContactBlocks blocks={contact?.blocks} />

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

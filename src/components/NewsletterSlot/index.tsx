import { NewsletterForm } from '@/components/Forms/NewsletterForm'

/** The newsletter sign-up form (footer and the mobile menu's Sign Up dialog). */
export async function NewsletterSlot({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div data-slot="newsletter-form">
      <p className={`mb-3 ${tone === 'dark' ? 'text-white' : ''}`}>Get news of events, support groups and research a few times a year.</p>
      <NewsletterForm tone={tone} />
    </div>
  )
}

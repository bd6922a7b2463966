import Link from '@/components/IntentLink/IntentLink.client'
import { RISK_CHECKER_PATH } from '@/content/paths'

const TAKE_ACTION = [
  { label: 'PARTICIPATE', href: '/get-involved/find-an-event', text: 'Join a walk, a ride or a tournament near you.' },
  { label: 'GIVE TODAY', href: '/ways-to-give/donate', text: 'Your gift keeps support groups meeting and research moving.' },
  { label: 'VOLUNTEER', href: '/get-involved/volunteer', text: 'Lend a hand at an event or in your community.' },
  { label: 'CHECK YOUR RISK', href: RISK_CHECKER_PATH, text: 'Five questions, then a plan to take to your doctor.' },
]

/** The closing call to action: take part, give, volunteer, check your own risk. */
export function TakeAction() {
  return (
    <section aria-labelledby="take-action-heading" className="bg-navy text-white" data-testid="take-action">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="take-action-heading" className="text-3xl text-white">
          Take action now
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TAKE_ACTION.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block rounded bg-donate px-5 py-4 text-center text-lg font-bold text-navy-dark no-underline hover:bg-donate-dark">
                {item.label}
              </Link>
              <p className="mt-3 text-white">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import { DONATION_TYPES, type DonationType } from '@/donations/constants'

const WHAT_IT_MEANS: Record<DonationType, string> = {
  single: 'One gift, charged today.',
  monthly: 'The same gift each month, charged on the 15th.',
}

/**
 * The first question on the Donate pages: a single gift or the Monthly Giving Program. Each
 * choice is a link to the form with its type, so it works before the scripts run (or without
 * them); with them, the choice is made in place and keeps what was entered.
 */
export function DonationTypeChoice({ onChoose, formPath }: { onChoose: (type: DonationType) => void; formPath: string }) {
  return (
    <div className="mt-2" data-testid="donation-type-choice">
      <h2 className="text-2xl">How would you like to give?</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        {DONATION_TYPES.map((t) => (
          <a
            key={t.value}
            href={`${formPath}?type=${t.value}`}
            onClick={(event) => {
              event.preventDefault()
              onChoose(t.value)
            }}
            className="flex-1 rounded border-2 border-navy bg-white px-6 py-5 text-left text-lg font-bold text-navy no-underline hover:bg-sky-light focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t.label}
            <span className="mt-1 block text-base font-normal text-muted">{WHAT_IT_MEANS[t.value]}</span>
          </a>
        ))}
      </div>
    </div>
  )
}

import { DONATION_TYPES, type DonationType } from '@/donations/constants'

const WHAT_IT_MEANS: Record<DonationType, string> = {
  single: 'One gift, charged today.',
  monthly: 'The same gift each month, charged on the 15th.',
}

/** The first question on the Donate pages: a single gift or the Monthly Giving Program. */
export function DonationTypeChoice({ onChoose }: { onChoose: (type: DonationType) => void }) {
  return (
    <div className="mt-2" data-testid="donation-type-choice">
      <h2 className="text-2xl">How would you like to give?</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        {DONATION_TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            onClick={() => onChoose(t.value)}
            className="flex-1 rounded border-2 border-navy bg-white px-6 py-5 text-left text-lg font-bold text-navy hover:bg-sky-light"
          >
            {t.label}
            <span className="mt-1 block text-base font-normal text-muted">{WHAT_IT_MEANS[t.value]}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

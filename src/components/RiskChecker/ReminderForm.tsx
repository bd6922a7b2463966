import { errorClass, hintClass, inputClass, labelClass } from '@/components/FormFields/styles'
import type { ReminderChoice } from '@/riskChecker/reminderDates'
import type { ReminderProblem } from '@/riskChecker/reminderRequest'

export const REMINDER_PROBLEMS: Record<ReminderProblem, { field: 'when' | 'email' | 'birth'; text: string }> = {
  choice: { field: 'when', text: 'Choose when we should remind you.' },
  email: { field: 'email', text: 'Enter an e-mail address like name@example.org.' },
  birth: { field: 'birth', text: 'Choose the month you were born and enter the year, like 1990.' },
  past: {
    field: 'birth',
    text: 'By that month and year you are 45 already, or turn 45 this month: there is no need to wait. Talk to your doctor about checking now.',
  },
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Props = { offerAt45: boolean; choice: ReminderChoice; problem?: ReminderProblem; consentWording: string }

const errorIdOf = (field: string) => `reminder-${field}-error`

/**
 * The reminder request: when, the e-mail address and, for "when I turn 45", the month and year
 * of birth. A plain form posting to /api/risk-checker/reminder: no script needed. Errors come
 * back in the address and sit under their field, tied to it.
 */
export function ReminderForm({ offerAt45, choice, problem, consentWording }: Props) {
  const error = problem ? REMINDER_PROBLEMS[problem] : undefined
  const errorFor = (field: 'when' | 'email' | 'birth') =>
    error?.field === field ? (
      <p id={errorIdOf(field)} className={errorClass('light')}>
        {error.text}
      </p>
    ) : null
  const invalid = (field: 'email' | 'birth') => (error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(field) } : {})
  // Radios take no aria-invalid: the error is tied to the group through its description.
  const describedByWhen = error?.field === 'when' ? { 'aria-describedby': errorIdOf('when') } : {}
  return (
    <form method="post" action="/api/risk-checker/reminder" className="space-y-6" data-testid="reminder-form" noValidate>
      {error && (
        <div role="alert" className="rounded border-2 border-red-700 p-4 font-semibold text-red-800">
          {error.text}
        </div>
      )}
      {offerAt45 && <input type="hidden" name="offer" value="at45" />}
      <fieldset>
        <legend className={labelClass('light')}>When should we remind you?</legend>
        {errorFor('when')}
        <div className="mt-2 space-y-2">
          {offerAt45 && (
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" name="when" value="at45" defaultChecked={choice === 'at45'} className="h-5 w-5 accent-sky" {...describedByWhen} />
              When I turn 45
            </label>
          )}
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="when" value="in12months" defaultChecked={choice === 'in12months' || !offerAt45} className="h-5 w-5 accent-sky" {...describedByWhen} />
            In 12 months
          </label>
        </div>
      </fieldset>
      {offerAt45 && (
        <fieldset>
          <legend className={labelClass('light')}>If you chose “When I turn 45”: your month and year of birth</legend>
          <p id="reminder-birth-hint" className={hintClass('light')}>
            We use them only to work out the date, then keep just that date: the first day of the month you turn 45.
          </p>
          {errorFor('birth')}
          <div className="mt-2 flex flex-wrap gap-4">
            <div>
              <label htmlFor="reminder-birth-month" className={labelClass('light')}>
                Month
              </label>
              <select id="reminder-birth-month" name="birthMonth" defaultValue="" className={inputClass} {...invalid('birth')}>
                <option value="">Choose a month</option>
                {MONTHS.map((month, i) => (
                  <option key={month} value={String(i + 1)}>
                    {month}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="reminder-birth-year" className={labelClass('light')}>
                Year
              </label>
              <input
                id="reminder-birth-year"
                name="birthYear"
                type="text"
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                className={`${inputClass} w-32`}
                {...invalid('birth')}
                aria-describedby={error?.field === 'birth' ? `reminder-birth-hint ${errorIdOf('birth')}` : 'reminder-birth-hint'}
              />
            </div>
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor="reminder-email" className={labelClass('light')}>
          Your e-mail address
        </label>
        {errorFor('email')}
        <input id="reminder-email" name="email" type="email" autoComplete="email" required maxLength={254} className={`${inputClass} max-w-sm`} {...invalid('email')} />
      </div>
      <p id="reminder-consent" data-testid="reminder-consent">
        {consentWording}
      </p>
      <button type="submit" aria-describedby="reminder-consent" className="min-h-11 rounded bg-navy px-6 py-2 font-bold text-white hover:bg-navy-dark focus-visible:ring-4 focus-visible:ring-focus">
        Ask for my reminder
      </button>
    </form>
  )
}

import { stepStates } from '@/widgets/stepper'

/**
 * Where the donor is in the form: one active step, the earlier ones marked completed (and not
 * clickable: the form moves by Next and Back). Horizontal from the small breakpoint up, a
 * vertical list on narrow screens.
 */
type Props = { steps: readonly string[]; active: number; label: string }

export function Stepper({ steps, active, label }: Props) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-0" data-testid="stepper">
        {stepStates(steps.length, active).map((state, i) => {
          const title = steps[i]!
          return (
            <li
              key={title}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className="flex items-center gap-2 sm:flex-1"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  state === 'completed'
                    ? 'border-navy bg-navy text-white'
                    : state === 'active'
                      ? 'border-navy bg-donate text-navy-dark'
                      : 'border-muted bg-white text-muted'
                }`}
              >
                {state === 'completed' ? '✓' : i + 1}
              </span>
              <span className={state === 'upcoming' ? 'text-muted' : 'font-semibold text-navy'}>
                {title}
                <span className="sr-only">{state === 'completed' ? ' (completed)' : state === 'active' ? ' (current step)' : ''}</span>
              </span>
              {i < steps.length - 1 && <span aria-hidden="true" className="mx-3 hidden h-0.5 flex-1 bg-navy/30 sm:block" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

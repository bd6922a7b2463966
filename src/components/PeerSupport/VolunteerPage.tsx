import { TextArea } from '@/components/FormFields'
import { Flash } from '@/components/MyGiving/Flash'
import { SignInForm, type Asked } from '@/components/MyGiving/SignInForm'
import { SignOutForm } from '@/components/MyGiving/SignOutForm'
import { buttonClass, quietButtonClass } from '@/components/MyGiving/styles'
import type { Flash as FlashMessage } from '@/myGiving/sessions'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { requestOfCase, type CaseRecord, type VolunteerRecord } from '@/peerSupport/records'
import { introductionLines } from '@/peerSupport/request'
import { formatPickedDay } from '@/format/dates'

export type VolunteerAsked = Asked

/** The same words for every address: nobody learns from them who volunteers with us. */
const VOLUNTEERS = {
  action: `${VOLUNTEER_PATH}/ask`,
  hint: 'The address you gave us as a volunteer.',
  sent: 'Thank you. If this address belongs to one of our peer volunteers, a sign-in link is on its way. It works once, for 30 minutes.',
}

/** Asks for a sign-in link, as My giving does. */
export function VolunteerSignIn({ asked }: { asked?: VolunteerAsked }) {
  return <SignInForm asked={asked} place={VOLUNTEERS} />
}

/** The signed-in volunteer's introductions, each with its buttons; plain forms, no script. */
export function VolunteerIntroductions({ volunteer, cases, csrf, flash }: { volunteer: VolunteerRecord; cases: CaseRecord[]; csrf: string; flash: FlashMessage | null }) {
  const paused = volunteer.status === 'paused'
  return (
    <div>
      <p className="mt-4">Hello {volunteer.firstName}. Thank you for giving your time.</p>
      <Flash flash={flash} />
      <h2 className="mt-8 text-2xl">Your open introductions</h2>
      {cases.length === 0 ? (
        <p className="mt-4" data-testid="no-introductions">
          You have no open introductions right now.
        </p>
      ) : (
        <ul className="mt-4 space-y-6">
          {cases.map((c) => (
            <li key={c.id} className="rounded border border-sky-light p-4" data-testid="introduction">
              <h3 className="text-xl">
                {c.firstName}
                {c.introducedAt ? <span className="text-base font-normal"> (introduced {formatPickedDay(c.introducedAt.slice(0, 10))})</span> : null}
              </h3>
              <ul className="mt-2 list-disc pl-6">
                {introductionLines(requestOfCase(c)).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap gap-3">
                <form method="post" action={`${VOLUNTEER_PATH}/case`}>
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="case" value={c.id} />
                  <button type="submit" name="action" value="called" className={buttonClass}>
                    I called<span className="sr-only"> {c.firstName}</span>
                  </button>
                </form>
                <form method="post" action={`${VOLUNTEER_PATH}/case`}>
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="case" value={c.id} />
                  <button type="submit" name="action" value="no-answer" className={quietButtonClass}>
                    Could not reach<span className="sr-only"> {c.firstName}</span>
                  </button>
                </form>
              </div>
              <form method="post" action={`${VOLUNTEER_PATH}/case`} className="mt-4 max-w-xl space-y-2">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="case" value={c.id} />
                <input type="hidden" name="action" value="note" />
                <TextArea name={`note`} ids={{ prefix: `case-${c.id}` }} label={`A note for our staff about ${c.firstName}`} rows={3} maxLength={2000} />
                <button type="submit" className={quietButtonClass}>
                  Send note
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-2xl">Taking a break</h2>
      <p className="mt-2">{paused ? 'You are paused: nobody new is introduced to you.' : 'If you need a break, pause yourself: nobody new is introduced to you until you resume.'}</p>
      <form method="post" action={`${VOLUNTEER_PATH}/pause`} className="mt-4">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" name="paused" value={paused ? 'no' : 'yes'} className={quietButtonClass}>
          {paused ? 'Resume' : 'Pause myself'}
        </button>
      </form>
      <SignOutForm path={VOLUNTEER_PATH} className="mt-8" />
    </div>
  )
}

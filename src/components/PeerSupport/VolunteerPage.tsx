import { TextArea, TextField } from '@/components/FormFields'
import { Flash } from '@/components/MyGiving/Flash'
import { buttonClass, quietButtonClass } from '@/components/MyGiving/styles'
import type { Flash as FlashMessage } from '@/myGiving/sessions'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { requestOfCase, type CaseRecord, type VolunteerRecord } from '@/peerSupport/records'
import { introductionLines } from '@/peerSupport/request'
import { formatPickedDay } from '@/format/dates'

export type VolunteerAsked = 'sent' | 'invalid' | 'later' | 'ended' | 'link-expired' | 'signed-out'

const NOTES: Record<VolunteerAsked, { text: string; error?: boolean }> = {
  // The same words for every address: nobody learns from them who volunteers with us.
  sent: { text: 'Thank you. If this address belongs to one of our peer volunteers, a sign-in link is on its way. It works once, for 30 minutes.' },
  invalid: { text: 'Enter an e-mail address like name@example.org.', error: true },
  later: { text: 'Too many links were asked for in a short time. Please wait 15 minutes and try again.', error: true },
  ended: { text: 'You were signed out after 30 minutes without activity. Ask for a new link below.', error: true },
  'link-expired': { text: 'This sign-in link has expired or was already used. Ask for a new one below.', error: true },
  'signed-out': { text: 'You are signed out.' },
}

export function VolunteerSignIn({ asked }: { asked?: VolunteerAsked }) {
  const note = asked ? NOTES[asked] : undefined
  return (
    <div>
      {note && (
        <p role={note.error ? 'alert' : 'status'} data-testid="sign-in-note" className={`mt-6 rounded border-l-4 px-4 py-3 font-semibold ${note.error ? 'border-red-800 bg-red-50 text-red-900' : 'border-green-800 bg-green-50 text-green-900'}`}>
          {note.text}
        </p>
      )}
      <form method="post" action={`${VOLUNTEER_PATH}/ask`} aria-labelledby="sign-in-title" className="mt-8 max-w-md space-y-4" noValidate>
        <h2 id="sign-in-title" className="text-2xl">
          Get a sign-in link
        </h2>
        <p>No password needed: we e-mail you a link to sign in.</p>
        <TextField name="email" type="email" label="Your e-mail address" hint="The address you gave us as a volunteer." autoComplete="email" required errors={asked === 'invalid' ? [NOTES.invalid.text] : undefined} />
        <button type="submit" className={buttonClass}>
          E-mail me a link
        </button>
      </form>
    </div>
  )
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
      <form method="post" action={`${VOLUNTEER_PATH}/sign-out`} className="mt-8">
        <button type="submit" className={quietButtonClass}>
          Sign out
        </button>
      </form>
    </div>
  )
}

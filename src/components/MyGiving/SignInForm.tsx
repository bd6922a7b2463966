import { TextField } from '@/components/FormFields'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { buttonClass } from './styles'

export type Asked = 'sent' | 'invalid' | 'later' | 'ended' | 'link-expired' | 'signed-out'

const NOTES: Partial<Record<Asked, { text: string; error?: boolean }>> = {
  // The same words for every address: nobody learns from them who has given.
  sent: { text: 'Thank you. If this address has given to us, a sign-in link is on its way to it. The link works once, for 30 minutes. Check your spam folder if it does not arrive in a few minutes.' },
  later: { text: 'Too many links were asked for in a short time. Please wait 15 minutes and try again.', error: true },
  ended: { text: 'You were signed out after 30 minutes without activity. Ask for a new link below.', error: true },
  'link-expired': { text: 'This sign-in link has expired or was already used. Links work once, for 30 minutes. Ask for a new one below.', error: true },
  'signed-out': { text: 'You are signed out.' },
}

/** Where the form posts and the words that differ between the places one signs in to (My giving by default). */
type Place = { action: string; hint: string; sent: string }
const MY_GIVING: Place = { action: `${MY_GIVING_PATH}/ask`, hint: 'The address you gave when you donated.', sent: NOTES.sent!.text }

/** Asks for a sign-in link: one e-mail field, a plain form (works without JavaScript). */
export function SignInForm({ asked, place = MY_GIVING }: { asked?: Asked; place?: Place }) {
  const note = asked === 'sent' ? { text: place.sent } : asked ? NOTES[asked] : undefined
  return (
    <div>
      {note && (
        <p role={note.error ? 'alert' : 'status'} data-testid="sign-in-note" className={`mt-6 rounded border-l-4 px-4 py-3 font-semibold ${note.error ? 'border-red-800 bg-red-50 text-red-900' : 'border-green-800 bg-green-50 text-green-900'}`}>
          {note.text}
        </p>
      )}
      <form method="post" action={place.action} aria-labelledby="sign-in-title" className="mt-8 max-w-md space-y-4" noValidate>
        <h2 id="sign-in-title" className="text-2xl">
          Get a sign-in link
        </h2>
        <p>No password needed: we e-mail you a link to sign in.</p>
        <TextField
          name="email"
          type="email"
          label="Your e-mail address"
          hint={place.hint}
          autoComplete="email"
          required
          errors={asked === 'invalid' ? ['Enter an e-mail address like name@example.org.'] : undefined}
        />
        <button type="submit" className={buttonClass}>
          E-mail me a link
        </button>
      </form>
    </div>
  )
}

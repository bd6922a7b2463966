import Image from 'next/image'
import Link from '@/components/IntentLink/IntentLink.client'
import { ChoiceGroup, FileField, SelectField, TextArea, TextField } from '@/components/FormFields'
import { Flash } from '@/components/MyGiving/Flash'
import { SignInForm, type Asked } from '@/components/MyGiving/SignInForm'
import { SignOutForm } from '@/components/MyGiving/SignOutForm'
import { buttonClass, quietButtonClass } from '@/components/MyGiving/styles'
import { formatCad } from '@/format/money'
import type { OwnPage } from '@/fundraising/ownPages'
import { FUNDRAISER_ACCOUNT_PATH, fundraiserPath, teamPath } from '@/fundraising/paths'
import { PHOTO_ACCEPT, PHOTO_HINT } from '@/fundraising/photoRules'
import { GOAL_MAX_DOLLARS, STORY_MAX_LENGTH, THANKS_MAX_LENGTH } from '@/fundraising/rules'
import type { Flash as FlashMessage } from '@/myGiving/sessions'
import { Progress } from './Progress'

const SIGN_IN = {
  action: `${FUNDRAISER_ACCOUNT_PATH}/ask`,
  hint: 'The address you gave when you started your page.',
  // The same words for every address: nobody learns from them who has a page.
  sent: 'Thank you. If this address has a fundraising page, a sign-in link is on its way to it. The link works once, for 30 minutes. Check your spam folder if it does not arrive in a few minutes.',
}

export function FundraiserSignIn({ asked, started }: { asked?: Asked; started?: string }) {
  return (
    <>
      {started && (
        <p role="status" data-testid="page-started" className="mt-6 rounded border-l-4 border-green-800 bg-green-50 px-4 py-3 font-semibold text-green-900">
          Your page is live at <Link href={fundraiserPath(started)}>{fundraiserPath(started)}</Link>. We have e-mailed you a link to sign in and manage it.
        </p>
      )}
      <p className="mt-4">Edit your page, see who gave and download the list, and manage your team. No password: we e-mail you a link.</p>
      <SignInForm asked={asked} place={SIGN_IN} />
    </>
  )
}

/** Everything a signed-in fundraiser sees and changes, page by page. */
export function FundraiserAccount({ pages, csrf, flash }: { pages: OwnPage[]; csrf: string; flash: FlashMessage | null }) {
  return (
    <div>
      {pages.length === 0 && <p className="mt-4">There is no fundraising page with your e-mail address.</p>}
      {pages.map((page) => (
        <OwnPageSection key={page.id} page={page} csrf={csrf} flash={flash?.page === page.id ? flash : null} />
      ))}
      <SignOutForm path={FUNDRAISER_ACCOUNT_PATH} csrf={csrf} className="mt-10" />
    </div>
  )
}

function OwnPageSection({ page, csrf, flash }: { page: OwnPage; csrf: string; flash: FlashMessage | null }) {
  const errors = flash?.errors ?? {}
  const typed = flash?.values ?? {}
  const ids = { prefix: `p${page.id}` }
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="page" value={page.id} />
    </>
  )
  return (
    <section id={`page-${page.id}`} aria-labelledby={`page-${page.id}-title`} className="mt-8 border-t border-gray-300 pt-6" data-testid="own-page">
      <h2 id={`page-${page.id}-title`} className="text-2xl">
        Your page for {page.campaignTitle}
      </h2>
      <Flash flash={flash} />
      <p className="mt-2">
        Its address: <Link href={fundraiserPath(page.slug)}>{fundraiserPath(page.slug)}</Link>
        {page.hidden && <strong> Our staff have hidden this page; please contact us.</strong>}
      </p>
      <Progress raisedCents={page.raisedCents} goalDollars={page.goal} giftCount={page.giftCount} label="Your page’s progress" />

      <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/edit`} className="mt-6 max-w-xl space-y-4" noValidate aria-labelledby={`page-${page.id}-edit`}>
        <h3 id={`page-${page.id}-edit`} className="text-xl">
          Edit your page
        </h3>
        {hidden}
        <TextField ids={ids} name="name" label="Your name" required maxLength={80} autoComplete="name" defaultValue={typed.name ?? page.name} errors={errors.name} />
        <TextField ids={ids} name="goal" label="Your goal in dollars" hint={`Whole dollars, from $1 to ${formatCad(GOAL_MAX_DOLLARS).replace('.00', '')}.`} inputMode="numeric" required defaultValue={typed.goal ?? String(page.goal)} errors={errors.goal} />
        <TextArea ids={ids} name="story" label="Your story" hint="Plain text. Leave a blank line between paragraphs." rows={8} maxLength={STORY_MAX_LENGTH} defaultValue={typed.story ?? page.story} errors={errors.story} />
        <button type="submit" className={buttonClass}>
          Save your page
        </button>
      </form>

      {/* Its own form: a file goes as multipart, and a refused picture leaves the text fields above alone. */}
      <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/photo`} encType="multipart/form-data" className="mt-8 max-w-xl space-y-4" noValidate aria-labelledby={`page-${page.id}-photo`}>
        <h3 id={`page-${page.id}-photo`} className="text-xl">
          Your photo
        </h3>
        {hidden}
        {page.photo ? (
          <Image src={page.photo.src} alt={page.name} width={page.photo.width} height={page.photo.height} sizes="160px" className="h-auto w-40 rounded" data-testid="own-photo" />
        ) : (
          <p>Your page has no photo yet. Pages with a photo of the person are shared and given to more.</p>
        )}
        <FileField ids={ids} name="photo" label={page.photo ? 'A new photo' : 'A photo'} hint={PHOTO_HINT} accept={PHOTO_ACCEPT} required errors={errors.photo} />
        <button type="submit" className={buttonClass}>
          {page.photo ? 'Replace your photo' : 'Add your photo'}
        </button>
      </form>

      <h3 className="mt-8 text-xl">Gifts to your page</h3>
      {page.gifts.length === 0 ? (
        <p className="mt-2">No gifts yet. Share your page’s address with the people who care about you.</p>
      ) : (
        <>
          {/* On a phone the table may be wider than the screen: the region scrolls and takes the keyboard's focus to do so. */}
          <div className="mt-2 overflow-x-auto focus-visible:outline-4 focus-visible:outline-focus" tabIndex={0} role="region" aria-label="Gifts to your page (scrolls sideways on a small screen)">
            <table className="w-full text-left" data-testid="own-gifts">
              <caption className="sr-only">Gifts to your page, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4">Date</th>
                  <th scope="col" className="pr-4">From</th>
                  <th scope="col" className="pr-4">Amount</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {page.gifts.map((g, i) => (
                  <tr key={i} className="border-t border-gray-200 align-top">
                    <td className="pr-4">{g.date}</td>
                    <td className="pr-4">
                      {g.name}
                      {g.kind !== 'Online' && ` (${g.kind.toLowerCase()})`}
                      {g.thanked !== null && <span className="block text-sm text-gray-700">{g.thanked ? 'Thank-you sent' : 'Not thanked yet'}</span>}
                    </td>
                    <td className="pr-4">{formatCad(g.amountCents / 100)}</td>
                    <td>{g.messageHidden ? <em>Hidden by our staff</em> : g.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3">
            <a href={`${FUNDRAISER_ACCOUNT_PATH}/gifts.csv?page=${page.id}`} download>
              Download the list (CSV, for a spreadsheet)
            </a>
          </p>
          <ThanksForm page={page} hidden={hidden} errors={errors} typed={typed} ids={ids} />
        </>
      )}

      {page.teamsAllowed && <TeamSection page={page} hidden={hidden} errors={errors} typed={typed} ids={ids} />}
    </section>
  )
}

type SectionProps = { page: OwnPage; hidden: React.ReactNode; errors: Record<string, string[]>; typed: Record<string, string>; ids: { prefix: string } }

/** One message, e-mailed by us to each online donor not yet thanked: the fundraiser never sees an address. */
function ThanksForm({ page, hidden, errors, typed, ids }: SectionProps) {
  const heading = (
    <h3 id={`page-${page.id}-thanks`} className="text-xl">
      Thank your donors by e-mail
    </h3>
  )
  if (page.toThank === 0) {
    const anyOnline = page.gifts.some((g) => g.thanked !== null)
    return (
      <div className="mt-8 max-w-xl">
        {heading}
        <p className="mt-2">
          {anyOnline ? 'Everyone who gave online has had your thank-you.' : 'When people give to your page online, you can send them your thank-you from here.'} Thank people who gave cash or a
          cheque in person.
        </p>
      </div>
    )
  }
  return (
    <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/thank`} className="mt-8 max-w-xl space-y-4" noValidate aria-labelledby={`page-${page.id}-thanks`}>
      {heading}
      {hidden}
      <p>
        We e-mail your message to each person who gave online and has not been thanked yet ({page.toThank === 1 ? 'one gift' : `${page.toThank} gifts`}). You do not see their e-mail
        addresses, and people who gave anonymously stay anonymous. Thank people who gave cash or a cheque in person.
      </p>
      <TextArea ids={ids} name="thanks" label="Your thank-you message" hint={`Plain text, up to ${THANKS_MAX_LENGTH.toLocaleString('en-CA')} characters. Each donor gets it once.`} rows={6} maxLength={THANKS_MAX_LENGTH} required defaultValue={typed.thanks} errors={errors.thanks} />
      <button type="submit" className={buttonClass}>
        Send your thank-you
      </button>
    </form>
  )
}

function TeamSection({ page, hidden, errors, typed, ids }: SectionProps) {
  const { team } = page
  if (team) {
    return (
      <div className="mt-8">
        <h3 className="text-xl">Your team</h3>
        <p className="mt-2">
          You are in <Link href={teamPath(team.slug)}>{team.name}</Link>
          {team.captain && ', as its captain'}.
        </p>
        {team.joinCode && (
          <p className="mt-2" data-testid="team-code">
            Your team is closed: people join it with this code. Share it only with them: <strong className="font-mono text-lg tracking-wider">{team.joinCode}</strong>
          </p>
        )}
        <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/team`} className="mt-4">
          {hidden}
          <input type="hidden" name="action" value="leave" />
          <button type="submit" className={quietButtonClass}>
            Leave {team.name}
          </button>
        </form>
      </div>
    )
  }
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-2">
      <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/team`} className="space-y-4" noValidate aria-labelledby={`page-${page.id}-start-team`}>
        <h3 id={`page-${page.id}-start-team`} className="text-xl">
          Start a team
        </h3>
        {hidden}
        <input type="hidden" name="action" value="create" />
        <TextField ids={ids} name="teamName" label="Team name" required maxLength={80} defaultValue={typed.teamName} errors={errors.teamName} />
        <TextField ids={ids} name="teamSlug" label="Team page address" hint="Lower-case letters, digits and hyphens, for example the-walking-dads." required maxLength={60} defaultValue={typed.teamSlug} errors={errors.teamSlug} />
        <ChoiceGroup
          ids={ids}
          name="teamOpen"
          type="radio"
          legend="Who may join"
          defaultValue={typed.teamOpen || 'open'}
          options={[
            { value: 'open', label: 'Anyone on this campaign' },
            { value: 'code', label: 'Only people I give the team code to' },
          ]}
        />
        <button type="submit" className={buttonClass}>
          Start the team
        </button>
      </form>
      {page.teams.length > 0 && (
        <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/team`} className="space-y-4" noValidate aria-labelledby={`page-${page.id}-join-team`}>
          <h3 id={`page-${page.id}-join-team`} className="text-xl">
            Join a team
          </h3>
          {hidden}
          <input type="hidden" name="action" value="join" />
          <SelectField ids={ids} name="team" label="Team" required placeholder="Choose a team…" options={page.teams.map((t) => ({ value: String(t.id), label: t.open ? t.name : `${t.name} (needs a code)` }))} defaultValue={typed.team} errors={errors.team} />
          <TextField ids={ids} name="code" label="Team code" hint="Only for a team that needs one: ask its captain." maxLength={20} autoComplete="off" errors={errors.code} />
          <button type="submit" className={buttonClass}>
            Join the team
          </button>
        </form>
      )}
    </div>
  )
}

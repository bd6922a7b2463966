'use client'
import { useActionState, useEffect, useRef } from 'react'
import { ChoiceGroup, FileField, SelectField, TextArea, TextField } from '@/components/FormFields'
import { buttonClass } from '@/components/MyGiving/styles'
import type { FieldErrors } from '@/fundraising/fieldErrors'
import { PHOTO_ACCEPT, PHOTO_HINT } from '@/fundraising/photoRules'
import { GOAL_MAX_DOLLARS, STORY_MAX_LENGTH } from '@/fundraising/rules'
import type { SignUpValues } from '@/fundraising/signUpForm'

export type SignUpState = { attempt: number; values: SignUpValues; errors: FieldErrors }

type Props = {
  action: (state: SignUpState, form: FormData) => Promise<SignUpState>
  campaign: { slug: string; title: string; suggestedGoal: number | null; teamsAllowed: boolean }
  teams: { id: number; name: string; open: boolean }[]
}

const LABELS: Record<string, string> = {
  name: 'Your name',
  email: 'Your e-mail address',
  slug: 'Your page address',
  goal: 'Your goal',
  story: 'Your story',
  photo: 'Your photo',
  teamChoice: 'A team',
  teamName: 'Team name',
  teamSlug: 'Team page address',
  team: 'Team to join',
  code: 'Team code',
  campaign: 'The campaign',
}

/**
 * The fundraiser sign-up form. It posts to a server action, so it works the same with JavaScript
 * off (the page comes back with the answer); a refused post shows every message at its field and
 * in a summary at the top, with what was typed kept.
 */
export function SignUpForm({ action, campaign, teams }: Props) {
  const [state, formAction, pending] = useActionState(action, { attempt: 0, values: {}, errors: {} })
  const summary = useRef<HTMLDivElement>(null)
  const v = state.values
  const e = state.errors
  const failed = Object.entries(e).filter(([, m]) => m.length)
  useEffect(() => {
    if (state.attempt > 0) summary.current?.focus()
  }, [state.attempt])
  return (
    // A new key per answer: the fields start again from what was typed, with the messages beside them.
    <form key={state.attempt} action={formAction} className="mt-8 max-w-xl space-y-5" noValidate aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="text-2xl">
        Start your fundraising page
      </h2>
      {failed.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" data-testid="sign-up-errors" className="rounded border-l-4 border-red-800 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Your page was not made yet. Please correct:</p>
          <ul className="mt-2 list-disc pl-6">
            {failed.map(([field, messages]) => (
              <li key={field}>
                {field === 'campaign' ? (
                  messages[0]
                ) : (
                  <a href={`#${field === 'teamChoice' ? 'teamChoice' : field}`}>
                    {LABELS[field] ?? field}: {messages[0]}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="campaign" value={campaign.slug} />
      <TextField name="name" label="Your name" hint="As it will appear on your page." required maxLength={80} autoComplete="name" defaultValue={v.name} errors={e.name} />
      <TextField name="email" type="email" label="Your e-mail address" hint="We send your sign-in links here. It is never shown on your page." required autoComplete="email" defaultValue={v.email} errors={e.email} />
      <TextField name="slug" label="Your page address" hint="Lower-case letters, digits and hyphens, for example sam-walks-for-dad. Your page will be at /fundraise/ followed by this." required maxLength={60} autoComplete="off" defaultValue={v.slug} errors={e.slug} />
      <TextField
        name="goal"
        label="Your goal in dollars"
        hint={`Whole dollars, from $1 to $${GOAL_MAX_DOLLARS.toLocaleString('en-CA')}.${campaign.suggestedGoal ? ` Many people aim for $${campaign.suggestedGoal.toLocaleString('en-CA')}.` : ''}`}
        inputMode="numeric"
        required
        defaultValue={v.goal ?? (campaign.suggestedGoal ? String(campaign.suggestedGoal) : '')}
        errors={e.goal}
      />
      <TextArea name="story" label="Your story" hint="Why you take part, in plain text. Leave a blank line between paragraphs." rows={8} maxLength={STORY_MAX_LENGTH} defaultValue={v.story} errors={e.story} />
      <FileField name="photo" label="Your photo (optional)" hint={PHOTO_HINT} accept={PHOTO_ACCEPT} errors={e.photo} />
      {campaign.teamsAllowed && (
        <>
          <ChoiceGroup
            name="teamChoice"
            type="radio"
            legend="A team (you can also do this later)"
            defaultValue={v.teamChoice || 'none'}
            errors={e.teamChoice}
            options={[
              { value: 'none', label: 'No team for now' },
              { value: 'create', label: 'Start a team' },
              ...(teams.length ? [{ value: 'join', label: 'Join a team' }] : []),
            ]}
          />
          <fieldset className="space-y-4 rounded border border-gray-300 p-4">
            <legend className="px-1 font-semibold">If you start a team</legend>
            <TextField name="teamName" label="Team name" maxLength={80} defaultValue={v.teamName} errors={e.teamName} />
            <TextField name="teamSlug" label="Team page address" hint="For example the-walking-dads." maxLength={60} autoComplete="off" defaultValue={v.teamSlug} errors={e.teamSlug} />
            <ChoiceGroup
              name="teamOpen"
              type="radio"
              legend="Who may join"
              defaultValue={v.teamOpen || 'open'}
              options={[
                { value: 'open', label: 'Anyone on this campaign' },
                { value: 'code', label: 'Only people I give the team code to' },
              ]}
            />
          </fieldset>
          {teams.length > 0 && (
            <fieldset className="space-y-4 rounded border border-gray-300 p-4">
              <legend className="px-1 font-semibold">If you join a team</legend>
              <SelectField name="team" label="Team to join" placeholder="Choose a team…" options={teams.map((t) => ({ value: String(t.id), label: t.open ? t.name : `${t.name} (needs a code)` }))} defaultValue={v.team} errors={e.team} />
              <TextField name="code" label="Team code" hint="Only for a team that needs one: ask its captain." maxLength={20} autoComplete="off" defaultValue={v.code} errors={e.code} />
            </fieldset>
          )}
        </>
      )}
      <button type="submit" className={buttonClass} disabled={pending} aria-disabled={pending}>
        {pending ? 'Making your page…' : 'Start my page'}
      </button>
    </form>
  )
}

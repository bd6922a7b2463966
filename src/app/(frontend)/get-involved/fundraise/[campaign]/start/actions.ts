'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { SignUpState } from '@/components/Fundraising/SignUpForm.client'
import { clientAddress } from '@/http/clientAddress'
import { findCampaign } from '@/fundraising/findCampaign'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { postedFile } from '@/fundraising/photo'
import { signUpsPerAddress } from '@/fundraising/rateLimit'
import { signUpFromForm, signUpValues } from '@/fundraising/signUpForm'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** The sign-up form's post: the page is made, or the form comes back with each message at its field. */
export async function signUpAction(state: SignUpState, form: FormData): Promise<SignUpState> {
  const values = signUpValues(form)
  const refuse = (errors: SignUpState['errors']): SignUpState => ({ attempt: state.attempt + 1, values, errors })
  const payload = await getPayloadClient()
  const campaign = await findCampaign(payload, form.get('campaign'))
  if (!campaign) return refuse({ campaign: ['This campaign was not found. Go back to the event’s page and try again.'] })
  const from = clientAddress(await headers())
  const answer = await signUpFromForm(payload, campaign, values, async () =>
    (await signUpsPerAddress.hit(from)).ok ? null : { campaign: ['Too many pages were started from here in a short time. Please wait 15 minutes and try again.'] },
    postedFile(form.get('photo')),
  )
  if (!answer.ok) return refuse(answer.errors)
  redirect(`${FUNDRAISER_ACCOUNT_PATH}?started=${encodeURIComponent(answer.slug)}`)
}

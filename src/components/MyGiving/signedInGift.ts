import { currentDonor } from '@/myGiving/currentDonor'
import { ownEnrolment } from '@/myGiving/giving'
import { takeFlash } from '@/myGiving/sessions'
import { formTokenFor } from '@/myGiving/tokens'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** For the cancel and card pages: the signed-in donor and one of their own monthly gifts (null when either is missing). */
export async function signedInGift(gift: unknown) {
  const donor = await currentDonor()
  if (!donor) return { donor: null, gift: null, csrf: '', flash: null } as const
  const payload = await getPayloadClient()
  const [enrolment, flash] = await Promise.all([ownEnrolment(payload, donor.email, Array.isArray(gift) ? gift[0] : gift), takeFlash(payload, donor)])
  return { donor, gift: enrolment, csrf: formTokenFor(donor.hash), flash }
}

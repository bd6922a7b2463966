import type { Payload } from 'payload'
import { queueDonorMail } from '@/myGiving/mail'

/**
 * Queues the donor's confirmation e-mail for an approved gift (sent by the donor-mail job, which
 * reads the gift again and sends nothing unless it is still approved). The job's input holds the
 * address and the gift's id, no more.
 */
export async function queueGiftConfirmation(payload: Payload, donationId: number, email: string | null | undefined): Promise<void> {
  if (!email) return
  await queueDonorMail(payload, { to: email, kind: 'gift-received', donation: donationId })
}

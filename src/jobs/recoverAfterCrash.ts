/**
 * At the web server's start: whatever a crash interrupted is put back to work. Jobs left marked
 * as running are released, and form submissions left without their e-mail job get one.
 */
import type { Payload } from 'payload'
import { requeueLostNotifications } from '@/forms/requeueLostNotifications'
import { releaseInterruptedJobs } from './releaseInterruptedJobs'

export async function recoverAfterCrash(payload: Payload): Promise<{ released: number; requeued: number }> {
  const released = await releaseInterruptedJobs(payload)
  const requeued = await requeueLostNotifications(payload)
  if (released || requeued) payload.logger.warn(`Jobs: ${released} job(s) interrupted by a crash released, ${requeued} lost form e-mail(s) queued again.`)
  return { released, requeued }
}

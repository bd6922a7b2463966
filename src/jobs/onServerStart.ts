/**
 * Payload's onInit, acting only in the web server (not in scripts, migrations, builds or a
 * separate job runner): makes a stop (SIGTERM) wait for the running jobs, recovers what a crash
 * interrupted (with several instances, also what a killed instance left), then starts the forms
 * and donor-mail queues (their first run at once, so e-mails waiting since before a restart go
 * out now), and has the search index follow edits made through other instances.
 */
import type { Payload } from 'payload'
import { startFormsQueueTimer } from '@/forms/jobs'
import { onRemoteChange } from '@/instances/remoteChanges'
import { startDonorMailTimer } from '@/myGiving/mail'
import { rebuildSearchIndex } from '@/search/store'
import { finishJobsBeforeExit } from './finishJobsBeforeExit'
import { recoverAfterCrash } from './recoverAfterCrash'
import { keepReleasingExpiredLeases } from './releaseInterruptedJobs'

export async function onServerStart(payload: Payload): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  finishJobsBeforeExit(payload)
  await recoverAfterCrash(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Jobs: could not recover after a crash.' }))
  keepReleasingExpiredLeases(payload)
  startFormsQueueTimer(payload)
  startDonorMailTimer(payload)
  // An edit published through another instance: the search index reads the database again now,
  // so that the next search finds it without waiting for that read.
  onRemoteChange(() => void rebuildSearchIndex(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Search index refresh failed' })))
}

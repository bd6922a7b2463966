/**
 * The notification e-mail is a Payload job: the form endpoint stores the submission, queues
 * this task and answers; the task sends (or, with no SMTP_URL, writes to the Outbox and the
 * log) and is retried with exponential back-off until it succeeds or runs out of attempts,
 * when the submission is marked "failed" for staff to follow up.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { formatMoment } from '@/format/dates'
import { runJobs } from '@/jobs/finishJobsBeforeExit'
import { formKeyOf, type FormValues } from './definitions'
import { mailFrom, smtpConfigured } from './email'
import { renderNotification } from './mail'
import { inFormOrder } from './fieldOrder'

export const FORMS_QUEUE = 'forms'
export const NOTIFY_TASK = 'sendFormNotification'

/** Tries after the first one; with the default 30 s delay doubling, the last is about 2 hours later. */
const RETRIES = Number(process.env.FORMS_MAIL_RETRIES) >= 0 && process.env.FORMS_MAIL_RETRIES ? Number(process.env.FORMS_MAIL_RETRIES) : 8
const RETRY_DELAY_MS = Number(process.env.FORMS_MAIL_RETRY_DELAY_MS) > 0 ? Number(process.env.FORMS_MAIL_RETRY_DELAY_MS) : 30_000

/** Used when the admin names no recipient for a form, so nothing goes nowhere. */
export const fallbackRecipient = () => process.env.FORMS_NOTIFY_FALLBACK || 'office@example.org'

export async function recipientsFor(payload: Payload, formId: string): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'form-settings', depth: 0, overrideAccess: true })
  const list = (settings.recipients ?? []).filter((r) => r.form === formId).map((r) => r.email)
  return list.length ? [...new Set(list)] : [fallbackRecipient()]
}

export async function deliverNotification(req: PayloadRequest, submissionId: number, tried: number): Promise<void> {
  const { payload } = req
  const submission = await payload.findByID({ collection: 'form-submissions', id: submissionId, depth: 0, overrideAccess: true })
  if (submission.deliveryStatus === 'sent' || submission.deliveryStatus === 'outbox') return
  const key = formKeyOf(submission.form)
  if (!key) throw new Error(`Submission ${submissionId} names an unknown form ${submission.form}.`)
  const to = await recipientsFor(payload, submission.form)
  const adminBase = process.env.SITE_URL
  const mail = renderNotification(key, inFormOrder(key, submission.fields as FormValues), {
    submissionId,
    submittedAt: formatMoment(submission.createdAt),
    adminUrl: adminBase ? `${adminBase.replace(/\/$/, '')}/admin/collections/form-submissions/${submissionId}` : undefined,
  })
  const sender = mailFrom()
  const from = `"${sender.name}" <${sender.address}>`
  try {
    if (smtpConfigured()) {
      await payload.sendEmail({ from, to: to.join(', '), subject: mail.subject, text: mail.text, replyTo: mail.replyTo })
    } else {
      await payload.create({
        collection: 'outbox',
        data: { about: 'form-submission', from, to: to.join(', '), replyTo: mail.replyTo, subject: mail.subject, text: mail.text, submission: submissionId },
        overrideAccess: true,
        depth: 0,
      })
      payload.logger.info(`Forms: no SMTP_URL set; e-mail kept in the outbox.\nTo: ${to.join(', ')}\nSubject: ${mail.subject}\n\n${mail.text}`)
    }
  } catch (error) {
    const final = tried >= RETRIES
    await payload.update({
      collection: 'form-submissions',
      id: submissionId,
      data: {
        deliveryStatus: final ? 'failed' : 'retrying',
        deliveryAttempts: tried + 1,
        deliveryError: error instanceof Error ? error.message : String(error),
      },
      overrideAccess: true,
      depth: 0,
    })
    throw error
  }
  await payload.update({
    collection: 'form-submissions',
    id: submissionId,
    data: {
      deliveryStatus: smtpConfigured() ? 'sent' : 'outbox',
      deliveryAttempts: tried + 1,
      deliveryError: null,
      deliveredAt: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
}

export const sendFormNotificationTask = {
  slug: NOTIFY_TASK,
  label: 'Send a form notification e-mail',
  inputSchema: [{ name: 'submissionId', type: 'number', required: true }],
  outputSchema: [],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: RETRY_DELAY_MS } },
  handler: async ({ input, job, req }) => {
    await deliverNotification(req, Number((input as { submissionId: number }).submissionId), job.totalTried ?? 0)
    return { output: {} }
  },
} as TaskConfig

export const formTasks: TaskConfig[] = [sendFormNotificationTask]

const RUN_BATCH = 100
let runScheduled = false
let runAgain = false

/**
 * Runs the forms queue soon, once for however many posts arrived meanwhile: one job run per
 * burst instead of one per post keeps the database's write lock free for the posts themselves.
 * Every run of the forms queue in the server goes through here, so two runs never overlap in
 * one process (Payload's runner marks a job as running only after reading it: two overlapping
 * runs could both send the same e-mail).
 */
export function runFormsQueueSoon(payload: Payload, delayMs = 250): void {
  if (runScheduled) {
    runAgain = true
    return
  }
  runScheduled = true
  setTimeout(async () => {
    try {
      do {
        runAgain = false
        const { jobStatus } = await runJobs(payload, { queue: FORMS_QUEUE, limit: RUN_BATCH, overrideAccess: true })
        // A full batch may have left more behind (after a burst of posts): take the next one now
        // rather than at the next minute's run.
        if (Object.keys(jobStatus ?? {}).length >= RUN_BATCH) runAgain = true
      } while (runAgain)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Forms: running queued mail failed; the jobs stay queued for the next run.' })
    } finally {
      runScheduled = false
    }
  }, delayMs)
}

let timer: NodeJS.Timeout | undefined

/**
 * Runs queued form mail now (e-mails waiting since before a restart go out at once) and then
 * every minute inside the server process (the endpoint also starts each new job at once, so this
 * mostly picks up retries). FORMS_JOBS_AUTORUN=0 turns it off, for deployments that run jobs
 * elsewhere (`payload jobs:run`). Not Payload's autoRun: its runs could overlap with the ones
 * the endpoint starts.
 */
export function startFormsQueueTimer(payload: Payload): void {
  if (process.env.FORMS_JOBS_AUTORUN === '0' || timer) return
  timer = setInterval(() => runFormsQueueSoon(payload, 0), 60_000)
  timer.unref()
  runFormsQueueSoon(payload, 0)
}

const QUIET_MS = 1_000
const MAX_WAIT_MS = 10_000
let burstStarted = 0
let quietTimer: NodeJS.Timeout | undefined

/**
 * After a post whose job is stored: runs the queue once posts have paused for a second, and at
 * the latest ten seconds after the first post waiting. Sending staff e-mail costs several times
 * what storing a post does; during a burst it waits so that visitors are answered first, then
 * goes out in one run. The jobs are committed already, so a crash meanwhile loses nothing.
 */
export function runFormsQueueSoonAfterPost(payload: Payload): void {
  if (process.env.FORMS_MAIL_RUN_NOW === '0') return
  const now = Date.now()
  if (!quietTimer) burstStarted = now
  else clearTimeout(quietTimer)
  const delay = Math.max(0, Math.min(QUIET_MS, burstStarted + MAX_WAIT_MS - now))
  quietTimer = setTimeout(() => {
    quietTimer = undefined
    runFormsQueueSoon(payload, 0)
  }, delay)
}

/** Writes the e-mail job for a stored submission (the one place that knows the job's shape), without running it. */
export async function queueNotificationJob(payload: Payload, submissionId: number): Promise<void> {
  await payload.jobs.queue({ task: NOTIFY_TASK, input: { submissionId }, queue: FORMS_QUEUE })
}

/** Queues the e-mail for a stored submission and has it run shortly (the answer does not wait for it). */
export async function queueNotification(payload: Payload, submissionId: number): Promise<void> {
  await queueNotificationJob(payload, submissionId)
  if (process.env.FORMS_MAIL_RUN_NOW === '0') return
  runFormsQueueSoon(payload)
}

/**
 * Stores a form post and, unless it went to the spam folder, its e-mail job, as one write.
 *
 * On SQLite both rows go in one BEGIN IMMEDIATE … COMMIT on the adapter's connection: no crash
 * can leave a stored submission without its job, and a post costs two plain INSERTs instead of
 * two trips through Payload's create (field hooks, relational read-back), which was most of a
 * post's time under load. Nothing is skipped that matters here: the endpoint has validated the
 * values with the form's zod schema, the form id and statuses come from code, and the
 * collection's only hook (releaseFromSpam) acts on updates. Postgres keeps Payload's create
 * followed by the job (the crash gap is closed at start-up by requeueLostNotifications).
 */
import type { Payload } from 'payload'
import type { FormValues } from './definitions'
import { FORMS_QUEUE, NOTIFY_TASK, queueNotificationJob } from './jobs'
import type { SpamReason } from './spam'

export type NewSubmission = {
  form: string
  name: string
  email: string
  fields: FormValues
  ipHash: string
  deliveryStatus: 'queued' | 'spam'
  spamReason?: SpamReason
}

type Row = Record<string, unknown>
type LibsqlClient = { batch: (stmts: { sql: string; args: unknown[] }[], mode: 'write') => Promise<{ rows: Row[] }[]> }

export type Stored = {
  id: number
  /** False when the submission is stored but its e-mail job could not be (Postgres only; marked failed for staff). */
  mailQueued: boolean
}

/** Throws when nothing was stored. */
export async function storeSubmission(payload: Payload, submission: NewSubmission): Promise<Stored> {
  const queueMail = submission.deliveryStatus === 'queued'
  if (payload.db.name !== 'sqlite') {
    const doc = await payload.create({ collection: 'form-submissions', data: submission as never, overrideAccess: true, depth: 0 })
    if (!queueMail) return { id: doc.id, mailQueued: false }
    try {
      await queueNotificationJob(payload, doc.id)
      return { id: doc.id, mailQueued: true }
    } catch (error) {
      payload.logger.error({ err: error, msg: `Forms: submission ${doc.id} stored, but its e-mail could not be queued.` })
      await payload
        .update({
          collection: 'form-submissions',
          id: doc.id,
          data: { deliveryStatus: 'failed', deliveryError: 'The e-mail could not be queued.' },
          overrideAccess: true,
        })
        .catch(() => {})
      return { id: doc.id, mailQueued: false }
    }
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  const now = new Date().toISOString()
  const statements = [
    {
      sql: `INSERT INTO form_submissions (form, name, email, fields, ip_hash, delivery_status, spam_reason, delivery_attempts, updated_at, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      args: [
        submission.form,
        submission.name,
        submission.email,
        JSON.stringify(submission.fields),
        submission.ipHash,
        submission.deliveryStatus,
        submission.spamReason ?? null,
        now,
        now,
      ],
    },
    { sql: 'SELECT last_insert_rowid() AS id', args: [] },
  ]
  if (queueMail) {
    // The same row Payload's jobs.queue writes (input, task, queue; the rest are column defaults).
    statements.push({
      sql: `INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
            VALUES (json_object('submissionId', last_insert_rowid()), ?, ?, ?, ?)`,
      args: [NOTIFY_TASK, FORMS_QUEUE, now, now],
    })
  }
  const results = await client.batch(statements, 'write')
  const id = Number(results[1]?.rows[0]?.id)
  if (!Number.isInteger(id) || id <= 0) throw new Error('The submission was not stored.')
  return { id, mailQueued: queueMail }
}

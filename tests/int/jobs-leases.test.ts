/**
 * Releasing jobs a crash left marked as running, without taking one another instance is running.
 * SQLite is one process: at start-up every marked job was interrupted. PostgreSQL may have other
 * instances: only a job whose lease ran out (not renewed for JOB_LEASE_MS) is released, and the
 * process running a job keeps renewing its lease.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { JOB_LEASE_MS, renewJobLeases } from '@/instances/exclusiveJobClaims'
import { releaseInterruptedJobs } from '@/jobs/releaseInterruptedJobs'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

process.env.FORMS_MAIL_RUN_NOW = '0'

let ctx: TestPayload | undefined
let payload: Payload

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.stop()
})

// A queue nothing runs, so only this test touches these jobs.
const QUEUE = 'lease-test'
const queueJob = () => payload.jobs.queue({ task: 'sendFormNotification', input: { submissionId: 0 }, queue: QUEUE })
const jobIds = async (where: 'processing' | 'waiting') =>
  (await payload.find({ collection: 'payload-jobs', where: { and: [{ queue: { equals: QUEUE } }, { processing: { equals: where === 'processing' } }] }, depth: 0, overrideAccess: true, limit: 0 })).docs
    .map((job) => job.id)
    .sort()
/** As if the process running the job last renewed its lease `ms` ago. */
const lastRenewed = (id: number | string, ms: number) => runSql(payload, sql`UPDATE payload_jobs SET updated_at = ${new Date(Date.now() - ms).toISOString()} WHERE id = ${id}`)
/** Claims one job the way Payload's runner does (through the database adapter). */
const claim = (id: number | string) => payload.db.updateJobs({ id, data: { processing: true }, returning: true, req: {} as never })

describe('releasing interrupted jobs', () => {
  it('releases every marked job on SQLite, and on PostgreSQL only those whose lease ran out', async () => {
    const dead = await queueJob()
    const alive = await queueJob()
    await claim(dead.id)
    await claim(alive.id)
    await lastRenewed(dead.id, JOB_LEASE_MS + 60_000)
    await lastRenewed(alive.id, 5_000)

    const released = await releaseInterruptedJobs(payload)
    if (ctx!.dialect === 'postgres') {
      expect(released).toBe(1)
      expect(await jobIds('processing')).toEqual([alive.id])
    } else {
      expect(released).toBe(2)
      expect(await jobIds('processing')).toEqual([])
    }
    expect(await jobIds('waiting')).toContain(dead.id)
  })

  it('keeps renewing the lease of a job this process runs (PostgreSQL), until it finishes', async () => {
    const job = await queueJob()
    await claim(job.id)
    await lastRenewed(job.id, JOB_LEASE_MS + 60_000)
    const pool = (payload.db as unknown as { pool?: Parameters<typeof renewJobLeases>[0] }).pool
    if (ctx!.dialect === 'postgres') {
      await renewJobLeases(pool!)
      // Renewed just now: no instance takes it.
      await releaseInterruptedJobs(payload)
      expect(await jobIds('processing')).toContain(job.id)
      // Finished: the next renewal lets it go and no longer touches it.
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: false, completedAt: new Date().toISOString() }, overrideAccess: true })
      await lastRenewed(job.id, JOB_LEASE_MS + 60_000)
      await renewJobLeases(pool!)
      const [row] = await runSql<{ updated_at: string }>(payload, sql`SELECT updated_at FROM payload_jobs WHERE id = ${job.id}`)
      expect(Date.now() - new Date(row!.updated_at).getTime()).toBeGreaterThan(JOB_LEASE_MS)
    } else {
      // One process: no leases to renew, and a restart releases it.
      expect(pool).toBeUndefined()
      expect(await releaseInterruptedJobs(payload)).toBeGreaterThanOrEqual(1)
      expect(await jobIds('processing')).not.toContain(job.id)
    }
  })
})

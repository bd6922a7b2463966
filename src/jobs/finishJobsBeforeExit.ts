/**
 * Graceful shutdown for the jobs this server runs in the background.
 *
 * On SIGTERM or SIGINT (src/http/gracefulStop.ts) the HTTP server closes and answers the requests
 * in flight; a job running at that moment (an e-mail half sent, a monthly charge) would then be
 * cut off by the exit, left marked `processing` until its lease runs out, and perhaps done twice.
 * So: no new job run starts (Payload's schedules stop, and runs through `runJobs` find nothing),
 * and the exit waits for the runs already going, for at most JOBS_SHUTDOWN_GRACE_MS (25 s by
 * default, inside the 30 s most process managers allow).
 *
 * Runs are counted where they start: our own queue timers call `runJobs`, and Payload's
 * schedules (its `crons`, croner jobs) say themselves whether a run is going (`isBusy`).
 */
import type { Payload } from 'payload'
import { beforeExit, isStopping } from '@/http/gracefulStop'

const DEFAULT_GRACE_MS = 25_000
const RUNS = Symbol.for('charity.jobs.runs')

type RunArgs = Parameters<Payload['jobs']['run']>[0]
type RunResult = Awaited<ReturnType<Payload['jobs']['run']>>

/** On globalThis: the app may load this module in more than one bundle. */
function running(): Set<Promise<unknown>> {
  const g = globalThis as unknown as Record<symbol, Set<Promise<unknown>> | undefined>
  return (g[RUNS] ??= new Set())
}

/** Runs after a stop has begun claim nothing and answer as an empty run would. */
const nothingRun = (): RunResult => ({ jobStatus: {}, noJobsRemaining: false, remainingJobsFromQueried: 0 })

/** payload.jobs.run, counted so that the exit waits for it; nothing once the server is stopping. */
export async function runJobs(payload: Payload, args: RunArgs): Promise<RunResult> {
  if (isStopping()) return nothingRun()
  const run = payload.jobs.run(args)
  const runs = running()
  runs.add(run)
  const forget = () => runs.delete(run)
  run.then(forget, forget)
  return run
}

const busyRuns = (payload: Payload) => running().size + payload.crons.filter((cron) => cron.isBusy()).length

async function waitForRunningJobs(payload: Payload, graceMs: number): Promise<void> {
  // Payload's schedules start no new run; one already going finishes.
  for (const cron of payload.crons) cron.stop()
  if (!busyRuns(payload)) return
  payload.logger.info(`Stopping: waiting for ${busyRuns(payload)} job run(s) to finish.`)
  const deadline = Date.now() + graceMs
  while (busyRuns(payload)) {
    if (Date.now() > deadline) {
      payload.logger.warn(`Stopping: ${busyRuns(payload)} job run(s) still going after ${graceMs} ms; their jobs are released once their lease runs out.`)
      return
    }
    // A run that ends and another that was mid-claim: wait until none is left.
    await Promise.race([Promise.allSettled([...running()]), new Promise((resolve) => setTimeout(resolve, 100))])
  }
}

/** Makes the process's exit, on SIGTERM or SIGINT, wait for the job runs going at that moment. */
export function finishJobsBeforeExit(payload: Payload): void {
  const graceMs = Number(process.env.JOBS_SHUTDOWN_GRACE_MS) || DEFAULT_GRACE_MS
  beforeExit(() => waitForRunningJobs(payload, graceMs))
}

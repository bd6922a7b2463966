/**
 * Graceful shutdown for the jobs this server runs in the background.
 *
 * The site's server (src/http/server.mjs, as `next start` would) answers SIGTERM by closing the
 * HTTP server, waiting for the requests in flight, then calling process.exit. It has no hook for
 * work done outside a request, so a job running at that moment (an e-mail half sent, a monthly
 * charge) would be cut off, left marked `processing` until its lease runs out, and perhaps done
 * twice.
 * So, on SIGTERM or SIGINT: no new job run starts (Payload's schedules stop, and our own timers'
 * runs find nothing), and the exit waits for the runs already going, for at most
 * JOBS_SHUTDOWN_GRACE_MS (25 s by default, inside the 30 s most process managers allow).
 */
import type { Payload } from 'payload'

const DEFAULT_GRACE_MS = 25_000

type JobsApi = Payload['jobs']
type RunResult = Awaited<ReturnType<JobsApi['run']>>

const running = new Set<Promise<unknown>>()
let stopping = false

/** True once the server has been asked to stop: nothing new should be started. */
export const isStopping = (): boolean => stopping

function track<T>(work: Promise<T>): Promise<T> {
  running.add(work)
  const forget = () => running.delete(work)
  work.then(forget, forget)
  return work
}

/** Runs after a stop has begun claim nothing and answer as an empty run would. */
const nothingRun = (): Promise<RunResult> => Promise.resolve({ jobStatus: {}, noJobsRemaining: false, remainingJobsFromQueried: 0 })

async function waitForRunningJobs(graceMs: number, payload: Payload): Promise<void> {
  if (!running.size) return
  payload.logger.info(`Stopping: waiting for ${running.size} job run(s) to finish.`)
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)))
  // A run that ends and another that was mid-claim: wait until none is left.
  while (running.size) {
    const outcome = await Promise.race([Promise.allSettled([...running]), timedOut])
    if (outcome === 'timeout') {
      payload.logger.warn(`Stopping: ${running.size} job run(s) still going after ${graceMs} ms; their jobs are released once their lease runs out.`)
      break
    }
  }
  clearTimeout(timer)
}

/**
 * Counts every job run of this process (Payload's schedules and our queue timers all call
 * payload.jobs.run) and, on SIGTERM or SIGINT, makes the process's exit wait for them.
 */
export function finishJobsBeforeExit(payload: Payload): void {
  const jobs = payload.jobs
  const run = jobs.run.bind(jobs)
  const runByID = jobs.runByID.bind(jobs)
  jobs.run = ((args) => (stopping ? nothingRun() : track(run(args)))) as JobsApi['run']
  jobs.runByID = ((args) => (stopping ? nothingRun() : track(runByID(args)))) as JobsApi['runByID']

  const graceMs = Number(process.env.JOBS_SHUTDOWN_GRACE_MS) || DEFAULT_GRACE_MS
  // The server's own handler (registered before the app loads) closes the server and exits.
  // Where there is none (a process that runs Payload without our server), the exit is ours to make.
  const serverExits = process.listenerCount('SIGTERM') > 0
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const cron of payload.crons.splice(0)) void cron.stop()
    const exit = process.exit.bind(process)
    const exitAfterJobs = (code?: number) => void waitForRunningJobs(graceMs, payload).finally(() => exit(code))
    // The server calls process.exit once it is closed; the exit now waits for the jobs.
    if (serverExits) process.exit = exitAfterJobs as typeof process.exit
    else exitAfterJobs(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

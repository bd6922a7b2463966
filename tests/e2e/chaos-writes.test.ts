/**
 * The crash test, short (npm run chaos:writes runs the full one): its own server started from a
 * snapshot of the browser tests' site, SIGKILLed while donations and form posts are in flight,
 * then restarted. Nothing answered may be lost, no approved charge may lack its record, no key
 * may be charged twice, and every stored submission's e-mail must be sent after the restart.
 */
import { describe, expect, it } from 'vitest'
import { runChaosWrites } from '../../scripts/chaosWrites'
import { copyOfWorkerSite } from '../helpers/browser'

describe('crash test (short)', () => {
  it('loses nothing when the server is killed mid-way', { timeout: 180_000 }, async () => {
    const report = await runChaosWrites({
      donations: 24,
      forms: 24,
      concurrency: 8,
      killAt: 0.4,
      gatewayDelayMs: 150,
      ...copyOfWorkerSite(),
      log: (m) => process.stderr.write(`[chaos] ${m}\n`),
    })
    process.stderr.write(`[chaos] ${JSON.stringify(report.counts)}\n`)
    expect(report.losses).toEqual([])
    // The kill really cut requests off, and what they left behind was settled.
    expect(report.counts.cutOffByKill + report.counts.notSentBeforeKill).toBeGreaterThan(0)
    expect(report.counts.donationsRecorded).toBe(24)
    expect(report.counts.emailsExpected).toBeGreaterThan(0)
  })
})

/**
 * The bad-input sweep, short (npm run sweep:bad-input runs the full one): malformed, over-long,
 * wrongly typed and wrongly encoded input to every public endpoint of a production copy of the
 * site. It runs on its own server (from a snapshot of the browser tests' site) with the rate
 * limits off, so that every probe is judged on its content and the other browser tests keep
 * their rate budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningSite } from '../../scripts/siteServer'
import { copyOfWorkerSite } from '../helpers/browser'
import { sweepBadInput } from '../../scripts/sweepBadInput'

let site: RunningSite | undefined

beforeAll(async () => {
  site = await startSite({
    ...copyOfWorkerSite(),
    logName: 'sweep-server.log',
    env: { RATE_LIMIT_DONATIONS_MAX: '0', RATE_LIMIT_FORMS_MAX: '0', PAYMENT_GATEWAY: 'test' },
    log: (m) => process.stderr.write(`[sweep] ${m}\n`),
  })
}, 120_000)

afterAll(async () => {
  await site?.stop()
})

describe('bad input (short sweep)', () => {
  it('answers every malformed request with a 4xx (or a page), never a 5xx, a hang or a charge', { timeout: 120_000 }, async () => {
    const report = await sweepBadInput(site!.baseURL, { short: true, cardFrame: { url: site!.cardFrameUrl!, key: site!.cardFrameKey! } })
    const failures = report.failures.map((f) => `${f.status} ${f.probe.method} ${f.probe.path.slice(0, 80)} (${f.probe.name})`)
    expect(failures).toEqual([])
    // The card token cases (missing, forged, expired, reused, card-number fields) each answered 400, or they are failures above.
    // Bad input was really refused, not silently accepted.
    expect([...report.byStatus].filter(([s]) => s.startsWith('4')).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(report.total / 3)
  })
})

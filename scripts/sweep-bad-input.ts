/**
 * npm run sweep:bad-input [-- --url http://localhost:3000] [--short] [--reuse-build]
 *
 * Sends malformed, over-long, wrongly typed and wrongly encoded input to every public endpoint
 * (scripts/sweepBadInput.ts), prints the count per status and exits non-zero on any 5xx, hang or
 * charge. Without --url it starts its own production copy of the site (built into .next-test
 * unless --reuse-build), with the test gateway and the rate limits off so every probe is judged
 * on its content.
 */
import { option } from './lib/option'
import { startSite, type RunningSite } from './siteServer'
import { sweepBadInput } from './sweepBadInput'

async function main() {
  let site: RunningSite | undefined
  let base = option('url')
  if (!base) {
    site = await startSite({
      reuseBuild: process.argv.includes('--reuse-build'),
      logName: 'sweep-server.log',
      env: { RATE_LIMIT_DONATIONS_MAX: '0', RATE_LIMIT_FORMS_MAX: '0', PAYMENT_GATEWAY: 'test' },
    })
    base = site.baseURL
  }
  try {
    const started = Date.now()
    const report = await sweepBadInput(base.replace(/\/$/, ''), {
      short: process.argv.includes('--short'),
      cardFrame: site?.cardFrameUrl && site.cardFrameKey ? { url: site.cardFrameUrl, key: site.cardFrameKey } : undefined,
    })
    console.log(`${report.total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    console.log(`Answers by status: ${[...report.byStatus].map(([s, n]) => `${s} × ${n}`).join(', ')}`)
    if (report.failures.length) {
      console.log(`FAIL: ${report.failures.length} answer(s) were 5xx, hangs or charges:`)
      for (const f of report.failures) console.log(`  - ${f.status}${f.charged ? ' (charged)' : ''} ${f.probe.method} ${f.probe.path.slice(0, 100)} (${f.probe.name})`)
    } else console.log('OK: no 5xx, no hang, no charge.')
    process.exitCode = report.failures.length ? 1 : 0
  } finally {
    await site?.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})

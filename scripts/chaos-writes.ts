/**
 * npm run chaos:writes [-- --donations 120 --forms 120 --concurrency 20 --kill-at 0.4 --gateway-delay 150 --reuse-build]
 *
 * The crash test (scripts/chaosWrites.ts): donations and form posts, SIGKILL of the server in the
 * middle, restart, reconciliation and retries with the same Idempotency-Keys; prints the counts
 * and exits non-zero on any loss. Builds the site into .next-test first unless --reuse-build.
 */
import { runChaosWrites } from './chaosWrites'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--') ? process.argv[i + 1]! : fallback
}

async function main() {
  const started = Date.now()
  const report = await runChaosWrites({
    donations: Number(arg('donations', '120')),
    forms: Number(arg('forms', '120')),
    concurrency: Number(arg('concurrency', '20')),
    killAt: Number(arg('kill-at', '0.4')),
    gatewayDelayMs: Number(arg('gateway-delay', '150')),
    reuseBuild: process.argv.includes('--reuse-build'),
  })
  for (const [name, value] of Object.entries(report.counts)) console.log(`${name.padEnd(28)} ${value}`)
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
  if (report.losses.length) {
    console.log(`FAIL: ${report.losses.length} loss(es):`)
    for (const loss of report.losses) console.log(`  - ${loss}`)
    process.exit(1)
  }
  console.log('OK: nothing lost across the crash.')
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

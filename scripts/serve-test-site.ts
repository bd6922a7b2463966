/**
 * npm run serve:test-site [-- --reuse-build] [--env KEY=VALUE …]
 *
 * A production copy of the site on a temporary, freshly seeded data folder (scripts/siteServer.ts),
 * for the measuring scripts that need a running site (bench:forms, bench:donate, sweep:bad-input
 * --url). Prints the address and runs until interrupted; the data folder is removed then.
 */
import { startSite } from './siteServer'

const env: Record<string, string> = {}
process.argv.forEach((a, i) => {
  if (a === '--env' && process.argv[i + 1]?.includes('=')) {
    const [k, ...v] = process.argv[i + 1]!.split('=')
    env[k!] = v.join('=')
  }
})

const site = await startSite({ reuseBuild: process.argv.includes('--reuse-build'), env, logName: 'serve-server.log' })
console.log(`SITE_URL=${site.baseURL}`)
const stop = async () => {
  await site.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

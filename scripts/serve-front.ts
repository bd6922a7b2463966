/**
 * npm run serve:front: the production front (deploy/nginx/charity.conf, Debian's nginx) on
 * FRONT_PORT (default 8080) in front of `npm start` on PORT (default 3000), both in this
 * terminal; Ctrl+C stops both. The site is told it sits behind one proxy (TRUST_PROXY=1).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startFront } from './front'
import { root } from './siteServer'

const sitePort = process.env.PORT || '3000'
const frontPort = Number(process.env.FRONT_PORT || 8080)

const site = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
  cwd: root,
  env: { ...process.env, PORT: sitePort, TRUST_PROXY: process.env.TRUST_PROXY || '1' },
  stdio: 'inherit',
})

let front: Awaited<ReturnType<typeof startFront>> | undefined
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  await front?.stop().catch(() => {})
  if (site.exitCode === null) {
    site.kill('SIGTERM')
    await new Promise((r) => site.once('exit', r))
  }
  process.exit(code)
}
process.on('SIGINT', () => void stop(130))
process.on('SIGTERM', () => void stop(143))
site.on('exit', (code) => void stop(code ?? 1))

async function main() {
  // The site answers once it has migrated and built (minutes the first time).
  const deadline = Date.now() + 30 * 60_000
  for (;;) {
    try {
      await (await fetch(`http://127.0.0.1:${sitePort}/api/health`)).arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline || stopping) throw new Error(`The site did not answer on port ${sitePort}.`)
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }
  front = await startFront({ upstreams: [`127.0.0.1:${sitePort}`], port: frontPort, log: (m) => console.error(`[nginx] ${m}`) })
  console.log(`\n  Front (nginx, micro-cache ${front.cacheSeconds} s): ${front.url}\n`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  void stop(1)
})

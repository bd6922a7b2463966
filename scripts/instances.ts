/**
 * Several server processes (`next start`) of one site on one database, behind a
 * round-robin proxy: the first instance migrates and seeds (scripts/prepare.ts) as `npm start`
 * does, the others join its data. Each serves its own copy of the build (a distDir per
 * instance), as separate machines would, so that nothing but the database links them. All share
 * one PAYLOAD_SECRET.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy'
import { root, startSite, type RunningSite, type SiteOptions } from './siteServer'

export type Instances = {
  sites: RunningSite[]
  proxy: RoundRobinProxy
  stop: () => Promise<void>
}

export type InstancesOptions = Pick<SiteOptions, 'env' | 'log' | 'reuseBuild'> & {
  count: number
  /** The first instance's build folder; the others get `<distDir>-2`, `<distDir>-3`… */
  distDir: string
  /** Serve a copy of this build instead of building (see SiteOptions.copyBuildFrom). */
  copyBuildFrom?: string
}

export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const log = options.log ?? ((message: string) => process.stderr.write(`[instances] ${message}\n`))
  const env = { PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), ...options.env }
  const sites: RunningSite[] = []
  const extraDirs: string[] = []
  const stopSites = async () => {
    // The first instance owns the data folder: it goes last.
    for (const site of [...sites].reverse()) await site.stop().catch(() => {})
    for (const dir of extraDirs) fs.rmSync(path.join(root, dir), { recursive: true, force: true })
  }
  try {
    const first = await startSite({
      distDir: options.distDir,
      copyBuildFrom: options.copyBuildFrom,
      reuseBuild: options.reuseBuild,
      env,
      log: (m) => log(`1: ${m}`),
    })
    sites.push(first)
    // The others start together: each server takes a few seconds to answer.
    const others = await Promise.all(
      Array.from({ length: options.count - 1 }, async (_, i) => {
        const distDir = `${options.distDir}-${i + 2}`
        extraDirs.push(distDir)
        const site = await startSite({
          distDir,
          copyBuildFrom: options.distDir,
          joinData: { dataDir: first.dataDir, demoAdmin: first.demoAdmin },
          env,
          logName: 'site-server.log',
          log: (m) => log(`${i + 2}: ${m}`),
        })
        sites.push(site)
        return site
      }),
    )
    const proxy = await startRoundRobinProxy([first, ...others].map((s) => s.baseURL))
    log(`${options.count} instances behind ${proxy.url}`)
    return {
      sites: [first, ...others],
      proxy,
      stop: async () => {
        await proxy.stop()
        await stopSites()
      },
    }
  } catch (error) {
    await stopSites()
    throw error
  }
}

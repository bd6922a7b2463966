/**
 * The production front (deploy/nginx/charity.conf) run locally: Debian's nginx with that file,
 * its placeholders filled in, its own prefix folder (pid, temporary files, the micro-cache) and
 * a port of its own; never the system's nginx service. Used by `npm run serve:front`, its test
 * and `npm run bench:pages`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, root } from './siteServer'
import { readWithin } from './lib/readWithin'

export const FRONT_CONFIG = path.join(root, 'deploy/nginx/charity.conf')
const DEFAULT_CACHE_SECONDS = 1
/** Debian's nobody: the workers' user when the master runs as root. */
const NOBODY = 65534

export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return which.status === 0 ? which.stdout.trim() || null : null
}

export type FrontOptions = {
  /** The instances, as host:port. */
  upstreams: string[]
  port?: number
  /** The micro-cache's lifetime (FRONT_CACHE_SECONDS, default 1 s). */
  cacheSeconds?: number
  /** nginx worker processes (default 1: on a small machine the site needs the other cores). */
  workers?: number | 'auto'
  log?: (message: string) => void
}

export type RunningFront = { url: string; port: number; cacheSeconds: number; prefix: string; process: ChildProcess; stop: () => Promise<void> }

export function frontConfig(options: Required<Pick<FrontOptions, 'upstreams' | 'port' | 'cacheSeconds' | 'workers'>> & { prefix: string }): string {
  const values: Record<string, string> = {
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    WORKERS: String(options.workers),
    PREFIX: options.prefix,
    UPSTREAMS: options.upstreams.map((u) => `server ${u};`).join('\n        '),
    LISTEN: `127.0.0.1:${options.port}`,
    CACHE_SECONDS: String(options.cacheSeconds),
  }
  return fs.readFileSync(FRONT_CONFIG, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx/charity.conf: unknown placeholder {{${name}}}`)
    return values[name]!
  })
}

async function waitForPort(url: string, child: ChildProcess, output: () => string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`)
    try {
      await readWithin(url, 5_000)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`nginx did not answer at ${url} within ${timeoutMs / 1000}s:\n${output()}`)
}

export async function startFront(options: FrontOptions): Promise<RunningFront> {
  const nginx = nginxBinary()
  if (!nginx) throw new Error('nginx is not installed: on Debian, `apt-get install nginx-light` (or set NGINX_PATH).')
  const port = options.port ?? (await freePort())
  const cacheSeconds = options.cacheSeconds ?? (Number(process.env.FRONT_CACHE_SECONDS) || DEFAULT_CACHE_SECONDS)
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'charity-front-'))
  const config = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(config, frontConfig({ upstreams: options.upstreams, port, cacheSeconds, workers: options.workers ?? 1, prefix }))
  if (process.getuid?.() === 0) {
    // The workers (nobody) write the cache and temporary files.
    for (const dir of ['cache', 'client_body', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) {
      fs.mkdirSync(path.join(prefix, dir))
      fs.chownSync(path.join(prefix, dir), NOBODY, NOBODY)
    }
    fs.chmodSync(prefix, 0o755)
  }
  let output = ''
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000)
    options.log?.(chunk.toString().trimEnd())
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      // QUIT: nginx's graceful stop; its workers finish what they are sending.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    fs.rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await waitForPort(`${url}/api/health`, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, cacheSeconds, prefix, process: child, stop }
}

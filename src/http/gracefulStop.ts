/**
 * Stopping without cutting anything off. `npm start` runs Next.js's own server with
 * NEXT_MANUAL_SIG_HANDLE=true, Next.js's documented switch that leaves SIGTERM and SIGINT to the
 * app; this answers them: the HTTP server stops taking connections and answers the requests in
 * flight, then the work registered with `beforeExit` (the running jobs) finishes, then the
 * process exits with 143 (SIGTERM) or 130 (SIGINT), as `next start` does.
 *
 * Node reports every request it starts on its public `http.server.request.start` diagnostics
 * channel, with the server that took it: that is how the server is found without holding it.
 * State lives on globalThis: Next.js loads src/instrumentation.ts and the app in separate bundles.
 */
import diagnosticsChannel from 'node:diagnostics_channel'
import type http from 'node:http'

type State = {
  installed: boolean
  stopping: boolean
  servers: Set<http.Server>
  beforeExit: Array<() => Promise<void>>
}

const STATE = Symbol.for('charity.http.graceful-stop')

function state(): State {
  const g = globalThis as unknown as Record<symbol, State | undefined>
  return (g[STATE] ??= { installed: false, stopping: false, servers: new Set(), beforeExit: [] })
}

/** True once the process has been asked to stop: start nothing new. */
export const isStopping = (): boolean => state().stopping

/** Work the exit waits for (after the server has closed), e.g. jobs running at that moment. */
export function beforeExit(work: () => Promise<void>): void {
  state().beforeExit.push(work)
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Idle keep-alive connections would hold the close open; connections mid-request finish first.
    server.closeIdleConnections()
  })
}

export function installGracefulStop(): void {
  const s = state()
  if (s.installed) return
  s.installed = true
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    console.warn('NEXT_MANUAL_SIG_HANDLE is not set: Next.js exits at once on SIGTERM, cutting off running jobs. Start the site with `npm start`.')
  }
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    s.servers.add((message as { server: http.Server }).server)
  })
  const stop = (signal: NodeJS.Signals) => {
    if (s.stopping) return
    s.stopping = true
    void Promise.all([...s.servers].map(closeServer))
      .then(() => Promise.allSettled(s.beforeExit.map((work) => work())))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

/**
 * Start-up with the PostgreSQL database down (scripts/prepare.ts, which `npm start` runs
 * first): one clear message naming where it looked, exit code 1, and no stack trace.
 * Databases: PostgreSQL.
 */
import { spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PREPARE_NODE_ARGS } from '../../scripts/prepareProtocol'

/** A port on which nothing listens: taken, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

describe('start-up with the database down (PostgreSQL only)', () => {
  it('says which database it could not reach and exits with code 1, without a stack trace', async () => {
    const port = await closedPort()
    const root = path.resolve(import.meta.dirname, '../..')
    const result = spawnSync(process.execPath, PREPARE_NODE_ARGS, {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: `postgres://site:secret-pw@127.0.0.1:${port}/site`, PAYLOAD_SECRET: 'x'.repeat(40) },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`Cannot reach the database: PostgreSQL at 127.0.0.1:${port}, database "site" (ECONNREFUSED)`)
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stderr + result.stdout).not.toContain('secret-pw')
  })
})

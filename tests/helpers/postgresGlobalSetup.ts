/**
 * Global setup of the int-pg project (vitest.config.ts): one PostgreSQL server for every test
 * file (tests/helpers/postgresServer.ts), each file making its own database on it through
 * startTestPayload, as a copy of one database migrated here once (tests/helpers/migratedTemplate.ts).
 * The server's address reaches the test files as inject('postgresAdminUrl'), the template's
 * name and ready marker as inject('postgresTemplate').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startMigratingTemplate } from './migratedTemplate'
import { createDatabase, dropDatabase, startPostgres } from './postgresServer'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    postgresTemplate: { name: string; readyFile: string }
  }
}

export default async function setup(project: TestProject) {
  const log = (message: string) => process.stderr.write(`[postgres] ${message}\n`)
  const server = await startPostgres((message) => {
    if (process.env.PG_SERVER_LOG === '1' || /FATAL|PANIC|ready on port/.test(message)) log(message)
  })
  const templateUrl = await createDatabase(server.adminUrl, 'site_template').catch(async (error) => {
    await server.stop()
    throw error
  })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-template-'))
  const { readyFile, stop } = startMigratingTemplate(templateUrl, dir, log)
  project.provide('postgresAdminUrl', server.adminUrl)
  project.provide('postgresTemplate', { name: decodeURIComponent(new URL(templateUrl).pathname.slice(1)), readyFile })
  return async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
    // A server of DATABASE_URL_TEST outlives the run: leave no template behind on it.
    await dropDatabase(server.adminUrl, templateUrl).catch(() => {})
    await server.stop()
  }
}

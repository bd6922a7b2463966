/**
 * Global setup of the int-pg project (vitest.config.ts): one PostgreSQL server for every test
 * file (tests/helpers/postgresServer.ts), each file making its own database on it through
 * startTestPayload. The server's address reaches the test files as inject('postgresAdminUrl').
 */
import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgresServer'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres((message) => {
    if (process.env.PG_SERVER_LOG === '1' || /FATAL|PANIC|ready on port/.test(message)) process.stderr.write(`[postgres] ${message}\n`)
  })
  project.provide('postgresAdminUrl', server.adminUrl)
  return () => server.stop()
}

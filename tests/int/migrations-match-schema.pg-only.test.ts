/**
 * PostgreSQL only: after the committed migrations, Drizzle finds nothing to change between the
 * database and the schema Payload builds from the config, so no collection or field is missing
 * a Postgres migration. (On SQLite Drizzle's push rebuilds some block tables on every
 * comparison, so the same check means nothing there.)
 * Databases: PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload | undefined

beforeAll(async () => {
  // From empty: the template every other file copies was made by these same migrations.
  ctx = await startTestPayload({ emptyDatabase: true })
})

afterAll(async () => {
  await ctx?.stop()
})

describe('PostgreSQL migrations against the config (PostgreSQL only)', () => {
  it('leave nothing for Drizzle to change', async () => {
    expect(ctx!.dialect).toBe('postgres')
    const adapter = ctx!.payload.db as unknown as { requireDrizzleKit: () => { pushSchema: unknown }; schema: unknown; drizzle: unknown }
    // Payload's typing of drizzle-kit's push leaves out the statements it would run.
    const pushSchema = adapter.requireDrizzleKit().pushSchema as (
      schema: unknown,
      drizzle: unknown,
      schemaFilters?: string[],
    ) => Promise<{ statementsToExecute: string[] }>
    const { statementsToExecute } = await pushSchema(adapter.schema, adapter.drizzle, ['public'])
    // drizzle-kit reads a numeric column's default back as '0'::numeric and proposes to set it
    // to 0 again; such a statement counts only if the database's default really differs.
    const remaining: string[] = []
    for (const statement of statementsToExecute) {
      const m = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?[\d.]+);$/.exec(statement.trim())
      if (m) {
        const [, table, column, value] = m
        const rows = await runSql<{ column_default: string | null }>(
          ctx!.payload,
          sql`SELECT column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND column_name = ${column}`,
        )
        const current = rows[0]?.column_default?.replace(/^'(.*)'::numeric$/, '$1')
        if (current !== undefined && Number(current) === Number(value)) continue
      }
      remaining.push(statement)
    }
    expect(remaining.join('\n')).toBe('')
  })
})

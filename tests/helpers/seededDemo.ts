/**
 * Payload on the whole demo content, for the files that read it rather than test the seed
 * (the information pages, search over the demo content). Seeding takes 15–40 s of a core; it is
 * done once per Vitest run on SQLite: the first file to ask seeds its own database and then leaves
 * a snapshot (database and uploads) beside the run's migrated template, and a later file starts
 * from a copy of it. A file that finds the seed under way in another worker seeds its own rather
 * than wait. On PostgreSQL every file seeds its own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { snapshotSqlite } from '@/operations/backup'
import { postgresAdminUrl, startTestPayload, type TestPayload } from './payload'

const READY = 'ready'

export async function startSeededPayload(): Promise<TestPayload> {
  const shared = postgresAdminUrl() ? undefined : path.join(path.dirname(inject('sqliteTemplate').file), 'seeded-demo')
  if (shared && fs.existsSync(path.join(shared, READY))) return startTestPayload({ sqliteSnapshot: shared })

  const ctx = await startTestPayload()
  const { seed } = await import('@/seed')
  await seed(ctx.payload)
  // mkdir is atomic: only one file writes the snapshot.
  if (shared && claim(shared)) {
    await snapshotSqlite(path.join(ctx.dir, 'test.db'), path.join(shared, 'site.db'))
    fs.cpSync(path.join(ctx.dir, 'media'), path.join(shared, 'media'), { recursive: true })
    fs.writeFileSync(path.join(shared, READY), '')
  }
  return ctx
}

function claim(dir: string): boolean {
  try {
    fs.mkdirSync(dir)
    return true
  } catch {
    return false
  }
}

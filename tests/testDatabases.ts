/**
 * Which databases each integration test file runs on. Every file in tests/int says so in its
 * opening comment, on a line of its own:
 *
 *    * Databases: SQLite, PostgreSQL.
 *
 * (or only one of them). The rule for choosing: a file runs on PostgreSQL too when what it
 * checks can behave differently there — migrations, raw SQL, transactions and locks, counters,
 * jobs and their leases, rate-limit hits, date-range queries, search index storage, concurrent
 * writes. Everything else (access rules, validation, rendering, texts) runs on SQLite alone.
 *
 * vitest.config.ts builds the int and int-pg projects from these lines, and refuses to start
 * when a file has none, so a new test cannot silently run on one database only.
 */
import fs from 'node:fs'
import path from 'node:path'

export type TestDatabase = 'sqlite' | 'postgres'

const NAMES: Record<string, TestDatabase> = { sqlite: 'sqlite', postgresql: 'postgres', postgres: 'postgres' }
const LINE = /^\s*\*?\s*Databases:\s*(.+?)\.?\s*$/m

/** The databases a test file's text declares, or an error message saying what is wrong. */
export function declaredDatabases(text: string): TestDatabase[] | string {
  const match = LINE.exec(text.slice(0, 4000))
  if (!match) return 'has no "Databases: …" line in its opening comment'
  const names = match[1]!.split(/\s*(?:,|\band\b)\s*/i).filter(Boolean)
  const databases: TestDatabase[] = []
  for (const name of names) {
    const database = NAMES[name.toLowerCase()]
    if (!database) return `names an unknown database "${name}" (write SQLite and/or PostgreSQL)`
    if (!databases.includes(database)) databases.push(database)
  }
  return databases.length ? databases : 'names no database'
}

/** The integration test files (relative to root) per database; throws naming every file without a valid line. */
export function integrationFilesByDatabase(root: string, folder = 'tests/int'): Record<TestDatabase, string[]> {
  const files: Record<TestDatabase, string[]> = { sqlite: [], postgres: [] }
  const problems: string[] = []
  for (const name of fs.readdirSync(path.join(root, folder)).sort()) {
    if (!name.endsWith('.test.ts')) continue
    const file = `${folder}/${name}`
    const declared = declaredDatabases(fs.readFileSync(path.join(root, file), 'utf8'))
    if (typeof declared === 'string') problems.push(`${file} ${declared}`)
    else for (const database of declared) files[database].push(file)
  }
  if (problems.length) {
    throw new Error(`Every integration test says which databases it runs on (see tests/testDatabases.ts):\n  ${problems.join('\n  ')}`)
  }
  return files
}

/**
 * Which of the SQLite integration files a run takes (INT_FILES): `both-databases`, the files that
 * also run on PostgreSQL; `sqlite-only`, the others; anything else, all of them. `npm test` runs
 * the first part before the browser tests and the second beside them (scripts/test.mjs).
 */
export function sqliteFilesOfPart(files: Record<TestDatabase, string[]>, part: string | undefined): string[] {
  const onPostgres = new Set(files.postgres)
  if (part === 'both-databases') return files.sqlite.filter((file) => onPostgres.has(file))
  if (part === 'sqlite-only') return files.sqlite.filter((file) => !onPostgres.has(file))
  return files.sqlite
}

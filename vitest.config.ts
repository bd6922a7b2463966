import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { integrationFilesByDatabase, sqliteFilesOfPart } from './tests/testDatabases.ts'

const root = path.dirname(fileURLToPath(import.meta.url))
const integrationFiles = integrationFilesByDatabase(root)
/** `npm test` runs the SQLite-only part beside the browser tests, one file at a time: see below. */
const integrationPart = process.env.INT_FILES

/**
 * Three kinds of tests, run by `npm test` (scripts/test.mjs) or one at a time with
 * `npx vitest run --project unit|int|int-pg|e2e`:
 * - unit: plain functions, no Payload, no server.
 * - int: Payload's Local API on a temporary SQLite file per test file (tests/helpers/payload.ts),
 *   each a copy of one file migrated in the project's global setup.
 * - int-pg: the integration files whose behaviour depends on the database, on PostgreSQL, a fresh
 *   database per file on one embedded server, copied from a migrated template (tests/helpers/postgresGlobalSetup.ts;
 *   DATABASE_URL_TEST points it at another server). Each file's "Databases:" line decides which
 *   of the two projects run it (tests/testDatabases.ts).
 * - e2e: one build of the site, and a started copy of it with its own database for each of
 *   the two workers (tests/e2e/globalSetup.ts), driven with playwright-core and the system
 *   Chromium: two files at a time, each on its worker's copy.
 * `npx vitest run` runs the groups one after another (unit, int, int-pg, then e2e). `npm test`
 * runs unit and the int files that also run on PostgreSQL, then e2e with a second Vitest run
 * beside it from the moment the browser tests' first site answers: int-pg, then the int files on
 * SQLite alone (INT_FILES), one worker each. A browser test waits on its page and server most of
 * the time: one file at a time used about one core of two, so two run at once, with the
 * integration files filling what is left.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payload-config$/, replacement: path.join(root, 'src/payload.config.ts') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    ],
  },
  test: {
    teardownTimeout: 60_000,
    // expect.poll gives up after 1 s by default: too short for a page or a job on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          // Rendering a PDF takes a few seconds on a busy machine: more than Vitest's default 5 s.
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: sqliteFilesOfPart(integrationFiles, integrationPart),
          environment: 'node',
          pool: 'forks',
          maxWorkers: integrationPart === 'sqlite-only' ? 1 : 2,
          testTimeout: 60_000,
          // Seeding the whole demo content takes a minute on a quiet machine and over two on a busy one.
          hookTimeout: 240_000,
          // One migrated SQLite database that each file copies.
          globalSetup: ['tests/helpers/sqliteGlobalSetup.ts'],
          setupFiles: ['tests/helpers/templateReady.setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // One embedded server, a database per test file.
          name: 'int-pg',
          include: integrationFiles.postgres,
          environment: 'node',
          pool: 'forks',
          // One file at a time: `npm test` runs these beside the browser tests.
          maxWorkers: 1,
          testTimeout: 60_000,
          // Seeding the demo content takes longer on PostgreSQL (a round trip per row).
          hookTimeout: 240_000,
          globalSetup: ['tests/helpers/postgresGlobalSetup.ts'],
          setupFiles: ['tests/helpers/templateReady.setup.ts'],
          env: { TEST_DATABASE: 'postgres' },
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One site per worker (tests/e2e/globalSetup.ts reads this count).
          maxWorkers: 2,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})

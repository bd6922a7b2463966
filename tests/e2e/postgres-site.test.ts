/**
 * Smoke test of the built site on PostgreSQL: a second copy of the browser tests' build
 * (.next-test, copied so the two sites share no page cache) served on a fresh database of an
 * embedded PostgreSQL server, migrated and seeded by scripts/prepare.ts as `npm start` does.
 * Pages render from Postgres, an edit through the REST API shows in the browser, and the
 * health check reports the database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { paragraph, richText } from '@/seed/lexical'
import { root, startSite, type RunningSite } from '../../scripts/siteServer'
import { createDatabase, startPostgres, type PostgresServer } from '../helpers/postgresServer'
import { adminToken, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, useSite, visit } from '../helpers/browser'

const DIST_DIR = '.next-test-pg'
let server: PostgresServer | undefined
let site: RunningSite | undefined
let databaseUrl: string

async function queryDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  server = await startPostgres()
  databaseUrl = await createDatabase(server.adminUrl, 'site_e2e')
  site = await startSite({
    distDir: DIST_DIR,
    copyBuildFrom: '.next-test',
    env: { DATABASE_URL: databaseUrl, FORMS_MIN_FILL_MS: '0' },
    log: (message) => process.stderr.write(`[postgres site] ${message}\n`),
  })
  useSite({ baseURL: site.baseURL, demoAdmin: site.demoAdmin })
  // Seeding the demo content on PostgreSQL alone takes minutes on a busy machine.
}, 900_000)

afterAll(async () => {
  useSite(undefined)
  await closeBrowser()
  await site?.stop()
  await server?.stop()
  fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true })
})

describe('the built site on PostgreSQL', () => {
  it('was migrated and seeded into PostgreSQL, and says so on /api/health', async () => {
    const [{ count }] = await queryDatabase<{ count: string }>('SELECT count(*) FROM pages')
    expect(Number(count)).toBeGreaterThan(10)
    const res = await fetch(siteUrl('/api/health'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'reachable', migrations: 'current' })
  })

  it('shows the home page and a page published through the API, read back from PostgreSQL', async () => {
    const res = await fetch(siteUrl('/api/pages'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await adminToken() },
      body: JSON.stringify({
        title: 'Served from PostgreSQL',
        slug: 'served-from-postgres',
        _status: 'published',
        layout: [{ blockType: 'richText', content: richText(paragraph('This page lives in the PostgreSQL database.')) }],
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const rows = await queryDatabase<{ title: string }>('SELECT title FROM pages WHERE slug = $1', ['served-from-postgres'])
    expect(rows).toEqual([{ title: 'Served from PostgreSQL' }])

    const page = await openPage('/')
    await visit(page, '/served-from-postgres')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Served from PostgreSQL')
    expect(await page.getByText('This page lives in the PostgreSQL database.').isVisible()).toBe(true)
    expectNoProblems(page)
    await closePage(page)
  })
})

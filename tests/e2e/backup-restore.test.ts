/**
 * `npm run backup` while the browser tests' site is serving (online: SQLite's VACUUM INTO plus
 * the uploads folder), then `npm run restore` into a fresh, empty folder, and a second copy of
 * the site (copy of the same build) started on the restored folder: a page published just
 * before the backup and an uploaded picture are served from it. Restore refuses to overwrite a
 * database. Last, that copy is stopped with SIGTERM while a request is in flight and a mail job
 * is mid-send: it stops taking connections, answers the request in flight, waits for the job to
 * finish, then exits.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paragraph, richText } from '@/seed/lexical'
import { root, startSite, type RunningSite } from '../../scripts/siteServer'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'
import { adminToken, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, useSite, visit, workerSite } from '../helpers/browser'

const DIST_DIR = '.next-test-restore'
let work: string
let restored: RunningSite | undefined
// The restored copy's mail server: holds the shutdown test's message until told to answer.
const CAUGHT_MID_SEND = 'caught-mid-send@example.org'
let smtp: SmtpStandIn | undefined

const npm = (script: 'backup' | 'restore', args: string[], dataDir: string) =>
  spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`, MEDIA_DIR: path.join(dataDir, 'media') },
  })

const mediaFiles = (dir: string) => (fs.readdirSync(path.join(dir, 'media'), { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, 'media', f)).isFile())

let backupRun: ReturnType<typeof spawnSync>
let restoreRun: ReturnType<typeof spawnSync>
let restoreAgain: ReturnType<typeof spawnSync>
let sourceFiles: string[]

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  // Published on the live site just before the backup.
  const res = await fetch(siteUrl('/api/pages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await adminToken() },
    body: JSON.stringify({
      title: 'Kept by the backup',
      slug: 'kept-by-the-backup',
      _status: 'published',
      layout: [{ blockType: 'richText', content: richText(paragraph('Written just before the backup was taken.')) }],
    }),
  })
  if (res.status !== 201) throw new Error(`Creating the page failed: ${res.status} ${await res.text()}`)

  const live = workerSite().dataDir
  sourceFiles = mediaFiles(live).sort()
  backupRun = npm('backup', ['--to', path.join(work, 'backup')], live)
  const fresh = path.join(work, 'restored')
  restoreRun = npm('restore', ['--from', path.join(work, 'backup')], fresh)
  restoreAgain = npm('restore', ['--from', path.join(work, 'backup')], fresh)
  smtp = await startSmtpStandIn(0, { holdWhen: (raw) => raw.includes(CAUGHT_MID_SEND) })
  restored = await startSite({
    distDir: DIST_DIR,
    copyBuildFrom: workerSite().distDir,
    dataDir: fresh,
    env: { SMTP_URL: smtp.url },
    log: (message) => process.stderr.write(`[restored site] ${message}\n`),
  })
}, 600_000)

afterAll(async () => {
  useSite(undefined)
  await closeBrowser()
  await restored?.stop()
  smtp?.release()
  await smtp?.stop()
  fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true })
  fs.rmSync(work, { recursive: true, force: true })
})

describe('backup and restore (SQLite)', () => {
  it('backs up the serving site and restores into a fresh folder, with every upload', () => {
    expect(backupRun.status, String(backupRun.stderr)).toBe(0)
    expect(backupRun.stdout).toMatch(/Backup written to .* \(database and \d+ upload files\)/)
    expect(restoreRun.status, String(restoreRun.stderr)).toBe(0)
    expect(sourceFiles.length).toBeGreaterThan(3)
    expect(mediaFiles(path.join(work, 'restored')).sort()).toEqual(sourceFiles)
  })

  it('refuses to restore over an existing database', () => {
    expect(restoreAgain.status).toBe(1)
    expect(restoreAgain.stderr).toMatch(/A database already exists at .*site\.db/)
  })

  it('serves the restored site: the page published before the backup, an uploaded picture and the health check', async () => {
    useSite({ baseURL: restored!.baseURL, demoAdmin: null })
    const health = await fetch(siteUrl('/api/health'))
    expect(health.status).toBe(200)
    const media = (await (await fetch(siteUrl('/api/media?limit=100&depth=0'))).json()) as { docs: { url: string; mimeType: string }[] }
    const image = media.docs.find((doc) => doc.mimeType.startsWith('image/'))
    expect(image).toBeTruthy()
    const picture = await fetch(siteUrl(image!.url))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)

    const page = await openPage('/kept-by-the-backup')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kept by the backup')
    expect(await page.getByText('Written just before the backup was taken.').isVisible()).toBe(true)
    await visit(page, '/')
    expectNoProblems(page)
    await closePage(page)
  })
})

describe('graceful shutdown on SIGTERM', () => {
  it('stops taking connections, finishes the request in flight and the running job, then exits', async () => {
    const server = restored!.process
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })))
    const logFile = path.join(root, DIST_DIR, 'site-server.log')
    const waitFor = async (what: string, done: () => boolean | Promise<boolean>, ms = 20_000) => {
      const deadline = Date.now() + ms
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }

    // A running job: a contact form's e-mail, which the mail server holds mid-send.
    const posted = await fetch(new URL('/api/forms/704/feedback', restored!.baseURL), {
      method: 'POST',
      body: new URLSearchParams({ full_name: 'Shutdown Test', email: CAUGHT_MID_SEND, subject: 'Stopping', message: 'Sent while the server stops.', _form_elapsed: '5000' }),
    })
    expect(posted.status).toBe(200)
    await waitFor('the e-mail job to reach the mail server', () => smtp!.holding() === 1)

    const url = new URL('/api/graphql', restored!.baseURL)
    const body = JSON.stringify({ query: '{ Pages(limit: 1) { totalDocs } }' })
    // In flight: the request's headers and half its body have arrived; the rest comes later.
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      request.on('error', reject)
    })
    await new Promise<void>((resolve) => request.write(body.slice(0, 10), () => resolve()))

    server.kill('SIGTERM')
    // New connections are refused once the server has stopped listening. Each probe opens its
    // own connection: fetch's pool would reuse a kept-alive one, which the closing server keeps
    // serving while requests keep coming on it (Node's server.close() drops only idle ones).
    const probe = () =>
      new Promise<boolean>((resolve) => {
        const get = http.get(new URL('/api/health', restored!.baseURL), { agent: false }, (res) => {
          res.resume()
          resolve(false)
        })
        get.on('error', () => resolve(true))
        get.setTimeout(2_000, () => get.destroy())
      })
    let refused = false
    await waitFor('new connections to be refused', async () => (refused = await probe()))
    expect(refused).toBe(true)
    expect(server.exitCode).toBeNull()

    request.end(body.slice(10))
    const { status, text } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(text)).toMatchObject({ data: { Pages: { totalDocs: expect.any(Number) } } })

    // The server is closed and would exit now, but waits for the job still sending.
    await waitFor('the server to wait for its running job', () => /Stopping: waiting for \d+ job run\(s\) to finish\./.test(fs.readFileSync(logFile, 'utf8')))
    expect(server.exitCode).toBeNull()
    smtp!.release()
    const { code, signal } = await exited
    expect(signal === 'SIGTERM' || code === 143 || code === 0).toBe(true)

    // The job finished before the exit: its e-mail was accepted and recorded as sent, and no job is left marked as running.
    expect(smtp!.received.filter((mail) => mail.raw.includes(CAUGHT_MID_SEND))).toHaveLength(1)
    const { createClient } = await import('@libsql/client')
    const db = createClient({ url: `file:${path.join(restored!.dataDir, 'site.db')}` })
    try {
      const submission = await db.execute({ sql: 'SELECT delivery_status FROM form_submissions WHERE email = ?', args: [CAUGHT_MID_SEND] })
      expect(submission.rows.map((row) => row.delivery_status)).toEqual(['sent'])
      const running = await db.execute('SELECT count(*) AS n FROM payload_jobs WHERE processing = 1')
      expect(Number(running.rows[0]!.n)).toBe(0)
    } finally {
      db.close()
    }
  })
})

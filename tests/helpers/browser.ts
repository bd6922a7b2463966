/**
 * Browser tests drive the system Chromium through playwright-core against the server that
 * tests/e2e/globalSetup.ts started. Every page opened here records what goes wrong in the
 * background (uncaught errors, console errors, failed or >= 400 requests), and visit() runs
 * axe on every page it loads.
 *
 *   afterAll(closeBrowser)
 *   const page = await openPage('/get-support', { width: 1280, height: 800 })
 *   ...interact...
 *   await recheckAxe(page, '[role="dialog"]')   // after opening a menu or dialog
 *   expectNoProblems(page)
 *   await closePage(page)
 */
import path from 'node:path'
import { inject } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core'
import { expectNoAxeViolations, type AxeOptions } from './axe'
import { generateSync } from 'otplib'
import { DEMO_TOTP_SECRET } from '../../src/auth/demoTwoFactor'
import { adminToken as signInAsAdmin } from '../../scripts/lib/adminToken'
import type { TestSite } from '../e2e/globalSetup'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const DESKTOP = { width: 1280, height: 800 } as const
export const MOBILE = { width: 390, height: 844 } as const

let otherSite: { baseURL: string; demoAdmin: { email: string; password: string } | null; cardFrameUrl?: string | null } | undefined

/**
 * Points openPage, visit, siteUrl and adminToken at another running site (e.g. a second one on
 * PostgreSQL) until called with undefined.
 */
export function useSite(site: typeof otherSite): void {
  otherSite = site
}

/**
 * The copy of the site this test file's worker was given (tests/e2e/globalSetup.ts): files that
 * run at the same time each have their own, so they never see each other's edits or counts.
 */
export function workerSite(): TestSite {
  const sites = inject('sites')
  if (!sites?.length) throw new Error('No test site: run browser tests through the e2e project (npx vitest run --project e2e).')
  // Vitest numbers its workers from 1 to maxWorkers.
  return sites[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % sites.length]!
}

export function baseURL(): string {
  return otherSite?.baseURL ?? workerSite().baseURL
}

/** The origin of the site's card frame (the test gateway's, on a port of its own): part of the site, not an outside host. */
export function cardFrameOrigin(): string | null {
  const url = otherSite ? otherSite.cardFrameUrl : workerSite().cardFrameUrl
  return url ? new URL(url).origin : null
}

/**
 * startSite options for a second server on a snapshot of this worker's site, serving the same
 * build folder (the crash, sweep, reminder and My giving tests).
 */
export function copyOfWorkerSite() {
  const site = workerSite()
  return { distDir: site.distDir, reuseBuild: true, copyDataFrom: { dataDir: site.dataDir, demoAdmin: site.demoAdmin } }
}

/** The server log of this worker's site (<distDir>/site-server.log): e-mails are logged there when no SMTP server is set. */
export const siteServerLog = () => path.join(process.cwd(), workerSite().distDir, 'site-server.log')

/** An absolute URL on the test server for a site path. */
export const siteUrl = (path: string) => new URL(path, baseURL()).toString()

let browserPromise: Promise<Browser> | undefined

/** One Chromium per test file, started on first use. Call closeBrowser() in afterAll. */
export function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 60_000,
  })
  return browserPromise
}

export async function closeBrowser(): Promise<void> {
  const pending = browserPromise
  browserPromise = undefined
  if (pending) await (await pending).close().catch(() => {})
}

type PageState = {
  problems: string[]
  /** URLs whose error status a test expects (e.g. a 404 page), so it is not a problem. */
  expectedErrorUrls: Set<string>
  context: BrowserContext
}
const states = new WeakMap<Page, PageState>()

function stateOf(page: Page): PageState {
  const state = states.get(page)
  if (!state) throw new Error('This page was not opened with openPage().')
  return state
}

const stripHash = (url: string) => url.split('#')[0]!

export type OpenOptions = {
  width?: number
  height?: number
  /** Let requests to other hosts through. Off: the frame must not depend on outside hosts. */
  allowExternalRequests?: boolean
  /**
   * Run the page's scripts (default true); false shows the page as a browser without JavaScript
   * does. Visit such pages with `{ axe: false, settle: false }`: axe and the idle wait run in the
   * page, whose timers never fire without scripts.
   */
  javaScriptEnabled?: boolean
} & VisitOptions

/**
 * A fresh browser context with the given viewport whose problems are recorded; when a path
 * is given it is visited (and checked with axe) at once.
 */
export async function openPage(path?: string | null, options: OpenOptions = {}): Promise<Page> {
  const { width = DESKTOP.width, height = DESKTOP.height, allowExternalRequests = false, javaScriptEnabled = true, ...visitOptions } = options
  const browser = await getBrowser()
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: baseURL(),
    locale: 'en-CA',
    timezoneId: 'America/Vancouver',
    javaScriptEnabled,
  })
  const page = await context.newPage()
  const state: PageState = { problems: [], expectedErrorUrls: new Set(), context }
  states.set(page, state)
  const origin = new URL(baseURL()).origin
  const frameOrigin = cardFrameOrigin()

  if (!allowExternalRequests) {
    await context.route(
      (url) => url.origin !== origin && url.origin !== frameOrigin && /^https?:$/.test(url.protocol),
      async (route) => {
        state.problems.push(`request to an outside host: ${route.request().method()} ${route.request().url()}`)
        await route.abort('blockedbyclient')
      },
    )
  }

  page.on('pageerror', (error) => {
    state.problems.push(`uncaught error on ${pathOf(page)}: ${error.message}`)
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const location = message.location()?.url ?? ''
    if (location && state.expectedErrorUrls.has(stripHash(location)) && /Failed to load resource/.test(message.text())) return
    if (/Failed to load resource/.test(message.text()) && location && new URL(location, origin).origin !== origin) return // already recorded as an outside request
    state.problems.push(`console error on ${pathOf(page)}: ${message.text()}${location ? ` (${location})` : ''}`)
  })
  page.on('response', (response) => {
    const status = response.status()
    if (status < 400) return
    if (state.expectedErrorUrls.has(stripHash(response.url()))) return
    state.problems.push(`HTTP ${status} for ${response.request().method()} ${response.url()} (on ${pathOf(page)})`)
  })
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed'
    // Navigations and prefetches the page itself cancels (moving on to another page) are normal.
    if (/ERR_ABORTED|ERR_BLOCKED_BY_CLIENT/.test(failure)) return
    // Without JavaScript, Chromium refuses to fetch the page's scripts (reported as "csp").
    if (!javaScriptEnabled && request.resourceType() === 'script' && failure === 'csp') return
    state.problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`)
  })

  if (path != null) await visit(page, path, visitOptions)
  return page
}

function pathOf(page: Page): string {
  try {
    const url = new URL(page.url())
    return `${url.pathname}${url.search}`
  } catch {
    return page.url()
  }
}

export type VisitOptions = {
  /** The HTTP status the document must answer with (default 200). */
  expectStatus?: number
  /** Run axe on the loaded page (default true). */
  axe?: boolean
  axeOptions?: AxeOptions
  /**
   * Before checking: 'network' waits for the network to go quiet (hydration, prefetches; at
   * least 0.5 s), 'idle' only for the browser's next idle moment (fast; for pages that are only
   * looked at), false not at all. Default 'network'.
   */
  settle?: 'network' | 'idle' | boolean
}

/** Navigates, checks the status, lets the page settle and runs axe on it. */
export async function visit(page: Page, path: string, options: VisitOptions = {}): Promise<Response> {
  const { expectStatus = 200, axe = true, settle = 'network', axeOptions } = options
  const state = stateOf(page)
  const url = siteUrl(path)
  if (expectStatus >= 400) state.expectedErrorUrls.add(stripHash(url))
  const response = await page.goto(url, { waitUntil: 'load' })
  if (!response) throw new Error(`No response for ${path}`)
  if (response.status() !== expectStatus) {
    throw new Error(`GET ${path} answered HTTP ${response.status()}, expected ${expectStatus}`)
  }
  if (settle === 'idle') await idle(page)
  else if (settle) await settlePage(page)
  if (axe) await expectNoAxeViolations(page, axeOptions)
  return response
}

/** Waits until the page has hydrated and the network is quiet (bounded, never fails). */
export async function settlePage(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => {})
}

/** Waits for the browser's next idle moment (after hydration work queued at load). */
async function idle(page: Page): Promise<void> {
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
          if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 2_000 })
          else setTimeout(resolve, 100)
        }),
    )
    .catch(() => {})
}

/**
 * Runs axe again, e.g. after opening a menu or dialog (optionally only inside `include`). After a
 * client-side navigation Next.js sets the new page's title a moment after its content: that
 * moment is waited for (up to 10 s; a page that never gets a title still fails on it).
 */
export async function recheckAxe(page: Page, include?: string): Promise<void> {
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 10_000 }).catch(() => {})
  await expectNoAxeViolations(page, include ? { include } : {})
}

/** axe on a page shown without JavaScript: its HTML, scripts left out, in a scripted page (`checker`). */
export async function axeWithoutScripts(page: Page, checker: Page): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace('<head>', `<head><base href="${siteUrl('/')}">`)
  await checker.setContent(html, { waitUntil: 'load' })
  await expectNoAxeViolations(checker)
}

/** What went wrong in the background so far (and forgets it when `clear` is set). */
export function problemsOf(page: Page, clear = false): string[] {
  const state = stateOf(page)
  const list = [...state.problems]
  if (clear) state.problems.length = 0
  return list
}

/** Fails with the list of recorded problems, if any. */
export function expectNoProblems(page: Page): void {
  const problems = problemsOf(page, true)
  if (problems.length) {
    throw new Error(`${problems.length} problem(s) in the browser:\n- ${problems.join('\n- ')}`)
  }
}

/** Marks a URL whose error status is expected (for requests a test triggers itself). */
export function expectErrorStatusFor(page: Page, path: string): void {
  stateOf(page).expectedErrorUrls.add(stripHash(siteUrl(path)))
}

export async function closePage(page: Page): Promise<void> {
  const state = states.get(page)
  await (state?.context ?? page.context()).close().catch(() => {})
}

/** The current two-factor code of the demo Administrator and Finance accounts. */
export const demoTotpCode = () => generateSync({ secret: DEMO_TOTP_SECRET })

/** Signs in as the demo admin via the REST API and returns the `Authorization` header value. */
export async function adminToken(): Promise<string> {
  const admin = otherSite ? otherSite.demoAdmin : workerSite().demoAdmin
  if (!admin) throw new Error('The test database has no demo admin (scripts/prepare.ts reported none).')
  return `JWT ${await signInAsAdmin(baseURL(), admin)}`
}

/**
 * Polls `read` until `accept` holds (usable in hooks, where expect.poll is not allowed);
 * returns the last value, or throws with it after `timeoutMs`.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 1_000, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      last = await read()
      if (accept(last)) return last
    } catch (error) {
      lastError = error
    }
    await new Promise((r) => setTimeout(r, intervalMs))
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000}s waiting for ${what}; last value: ${JSON.stringify(last)}` +
      (lastError ? `; last error: ${String(lastError)}` : ''),
  )
}

/**
 * Signs in to /admin through its form, then, for an account with two-factor sign-in, gives the
 * code on the admin's two-factor page, where the admin sends a session that owes it. Ends on /admin.
 */
export async function signInToAdmin(
  page: Page,
  account: { email: string; password: string },
  { twoFactor, onCodePage }: { twoFactor: boolean; onCodePage?: (page: Page) => Promise<void> },
): Promise<void> {
  await page.goto(siteUrl('/admin'), { waitUntil: 'load' })
  await page.locator('input[name="email"], #field-email').first().waitFor({ state: 'visible', timeout: 60_000 })
  await page.locator('input[name="email"], #field-email').first().fill(account.email)
  await page.locator('input[name="password"], #field-password').first().fill(account.password)
  await page.locator('button[type="submit"]').first().click()
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 30_000 })
  if (!twoFactor) return
  // The admin itself brings the person to the code page after the password.
  await page.waitForURL((url) => url.pathname === '/admin/two-factor', { timeout: 60_000 })
  await page.locator('#code').waitFor({ state: 'visible', timeout: 30_000 })
  await onCodePage?.(page)
  await page.locator('#code').fill(demoTotpCode())
  await Promise.all([page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 }), page.getByRole('button', { name: 'Confirm' }).click()])
}

/**
 * Accessibility check with axe-core on the page as it is now (WCAG 2.0/2.1/2.2 A and AA rules).
 * Any violation fails with a readable list: rule, impact, elements, help.
 *
 *   await expectNoAxeViolations(page)                     // whole page
 *   await expectNoAxeViolations(page, { include: '#menu' }) // only an opened dialog, say
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { errors, type Page } from 'playwright-core'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

type AxeNode = { target: unknown[]; failureSummary?: string; html?: string }
export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: AxeNode[]
}

let axeSource: string | undefined
function loadAxeSource(): string {
  if (!axeSource) {
    const require = createRequire(import.meta.url)
    const main = require.resolve('axe-core')
    const minified = path.join(path.dirname(main), 'axe.min.js')
    axeSource = fs.readFileSync(fs.existsSync(minified) ? minified : main, 'utf8')
  }
  return axeSource
}

async function injectAxe(page: Page) {
  if (await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')) return
  const source = loadAxeSource()
  try {
    await page.addScriptTag({ content: source })
  } catch {
    // A Content-Security-Policy without 'unsafe-inline' refuses the script tag; evaluating
    // through the DevTools protocol is not subject to it.
  }
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object'))) {
    await page.evaluate(source)
  }
}

export type AxeOptions = {
  /** CSS selector limiting the check to part of the page (e.g. an opened dialog). */
  include?: string
  /** Rule ids to leave out, with a reason in the calling test. Avoid. */
  disableRules?: string[]
}

// These run in the page. Wait predicates are passed as functions: Playwright polls a string one
// with eval(), which the site's Content-Security-Policy refuses.

/** The addresses of the page's stylesheets not yet loaded. */
const unloadedStylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.href)

/** Whether every stylesheet has loaded: the same question as above, as a predicate to wait for. */
const allStylesheetsLoaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null)

/** Whether no finite CSS animation or transition is running; endless ones (a spinner) are left out. */
const noFadeRunning = () =>
  document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity)

export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  // Just after a navigation the new page's elements can be in the DOM before its stylesheet has
  // loaded. A browser paints nothing until then, so no visitor sees that state, but axe measures
  // the unstyled layout (menu links 17 px tall): wait for every stylesheet first.
  await page.waitForFunction(allStylesheetsLoaded, null, { timeout: 30_000 }).catch(async () => {
    throw new Error(`Stylesheets still not loaded after 30 s on ${page.url()}: ${(await page.evaluate(unloadedStylesheets)).join(', ')}`)
  })
  // A dialog fading in shows every colour washed out for 150-300 ms, and a busy machine can stretch
  // that to when axe reads the colours. No visitor judges the page half-way through a fade: wait
  // for the page's finite transitions to end (bounded; axe then runs whatever the state).
  await page.waitForFunction(noFadeRunning, null, { timeout: 10_000 }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error
  })
  await injectAxe(page)
  return page.evaluate(
    async ({ tags, include, disableRules }) => {
      type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> }
      const axe = (window as unknown as { axe: Axe }).axe
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]))
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      })
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html })),
      }))
    },
    { tags: [...AXE_TAGS], include: options.include ?? null, disableRules: options.disableRules ?? [] },
  )
}

export function formatViolations(violations: AxeViolation[], where: string): string {
  const lines = [`${violations.length} accessibility violation(s) on ${where}:`]
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}  ${v.helpUrl}`)
    for (const node of v.nodes.slice(0, 8)) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(', ')
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
      lines.push(`    at ${target}${summary ? ` — ${summary.slice(0, 300)}` : ''}`)
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more element(s)`)
  }
  return lines.join('\n')
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await runAxe(page, options)
  if (violations.length) {
    const where = `${new URL(page.url()).pathname}${options.include ? ` (${options.include})` : ''} at ${page.viewportSize()?.width ?? '?'}px`
    throw new Error(formatViolations(violations, where))
  }
}

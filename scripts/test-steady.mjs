#!/usr/bin/env node
/**
 * `npm run test:steady`: the integration and browser suites while the machine is kept busy, to
 * find tests that fail by chance when CI's machine is loaded. A CPU burner (a child process that
 * spins on one core) runs for the whole time; the suites run `--runs` times in a row (default 2).
 * Each run prints its passed / failed counts, Vitest's unhandled errors and the slowest tests;
 * the exit code is non-zero when any run had a failure or an unhandled error.
 *
 *   npm run test:steady
 *   npm run test:steady -- --runs 1 --project int-pg
 *
 * The burner stops with this script, and by itself after --max-minutes (default 180).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)

function option(name, fallback) {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const runs = Math.max(1, Number(option('runs', '2')) || 2)
const maxMinutes = Number(option('max-minutes', '180')) || 180
const projects = args.flatMap((arg, i) => (arg === '--project' && args[i + 1] ? [args[i + 1]] : []))
const chosen = projects.length ? projects : ['int', 'int-pg', 'e2e']

/** One core kept at 100 %: a busy loop in a child process, ending by itself at the deadline. */
function startBurner() {
  const code = `const end = Date.now() + ${maxMinutes * 60_000}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x += i % 7 }`
  const burner = spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
  return () => burner.kill('SIGKILL')
}

/** Runs Vitest once; resolves to its exit code, the JSON report and what it printed. */
function runSuites(run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-steady-'))
  const reportFile = path.join(dir, 'vitest.json')
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
  const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...chosen.flatMap((p) => ['--project', p])]
  console.log(`\n== Run ${run} of ${runs}: vitest ${vitestArgs.join(' ')}, with one core kept busy`)
  return new Promise((resolve) => {
    let printed = ''
    const child = spawn(process.execPath, [vitest, ...vitestArgs], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        printed += chunk
        if (printed.length > 4_000_000) printed = printed.slice(-2_000_000)
        process.stdout.write(chunk)
      })
    }
    child.on('exit', (code) => {
      let report = null
      try {
        report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
      } catch {
        // Vitest stopped before writing its report: counted as a failed run below.
      }
      fs.rmSync(dir, { recursive: true, force: true })
      resolve({ code: code ?? 1, report, printed })
    })
  })
}

/** Vitest's closing summary says "Errors  N errors" when errors happened outside the tests. */
const unhandledErrors = (printed) => {
  const plain = printed.replace(/\u001b\[[0-9;]*m/g, '')
  const match = /^\s*Errors\s+(\d+)\s+errors?/m.exec(plain)
  return match ? Number(match[1]) : 0
}

function summarise(run, { code, report, printed }, seconds) {
  const tests = (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({ file: path.relative(root, file.name), name: test.fullName, status: test.status, ms: test.duration ?? 0 })),
  )
  const passed = tests.filter((t) => t.status === 'passed').length
  const failed = tests.filter((t) => t.status === 'failed')
  const brokenFiles = (report?.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
  const errors = unhandledErrors(printed)
  const ok = code === 0 && report !== null && failed.length === 0 && brokenFiles.length === 0 && errors === 0
  console.log(`\n== Run ${run}: ${passed} passed, ${failed.length} failed, ${brokenFiles.length} files failed outside a test, ${errors} unhandled errors, ${seconds}s, Vitest exit code ${code}`)
  for (const test of failed) console.log(`   failed: ${test.file} > ${test.name}`)
  for (const file of brokenFiles) console.log(`   file failed: ${path.relative(root, file.name)}`)
  console.log('   slowest tests:')
  for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`   ${(test.ms / 1000).toFixed(1).padStart(7)}s  ${test.file} > ${test.name}`)
  return { ok, passed, failed: failed.length + brokenFiles.length, errors }
}

const stopBurner = startBurner()
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopBurner(), process.exit(1)))
const results = []
try {
  for (let run = 1; run <= runs; run++) {
    const started = Date.now()
    const result = await runSuites(run)
    results.push(summarise(run, result, ((Date.now() - started) / 1000).toFixed(0)))
  }
} finally {
  stopBurner()
}
console.log('\nSteadiness, one core kept busy:')
results.forEach((r, i) => console.log(`  run ${i + 1}: ${r.passed} passed, ${r.failed} failed, ${r.errors} unhandled errors`))
const steady = results.every((r) => r.ok)
console.log(steady ? `Steady: ${runs} run(s) without a failure or an unhandled error.` : 'NOT steady: see the failures above.')
process.exit(steady ? 0 : 1)

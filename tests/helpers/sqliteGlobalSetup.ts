/**
 * Global setup of the int project (vitest.config.ts): one SQLite database migrated once
 * (tests/helpers/migratedTemplate.ts), which each test file's startTestPayload copies. Its path
 * and its ready marker reach the test files as inject('sqliteTemplate').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startMigratingTemplate } from './migratedTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: { file: string; readyFile: string }
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-template-'))
  const file = path.join(dir, 'template.db')
  const { readyFile, stop } = startMigratingTemplate(`file:${file}`, dir, (message) => process.stderr.write(`[int setup] SQLite ${message}\n`))
  project.provide('sqliteTemplate', { file, readyFile })
  return async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

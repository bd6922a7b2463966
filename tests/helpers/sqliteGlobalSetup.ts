/**
 * Global setup of the int project (vitest.config.ts): one SQLite database migrated once
 * (tests/helpers/migratedTemplate.ts), which each test file's startTestPayload copies. Its path
 * reaches the test files as inject('sqliteTemplate').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDatabase } from './migratedTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-template-'))
  const file = path.join(dir, 'template.db')
  migrateDatabase(`file:${file}`, dir, (message) => process.stderr.write(`[int setup] SQLite ${message}\n`))
  project.provide('sqliteTemplate', file)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

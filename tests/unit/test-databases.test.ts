/** Each integration test file's "Databases:" line, which decides where vitest.config.ts runs it. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { declaredDatabases, integrationFilesByDatabase, sqliteFilesOfPart } from '../testDatabases'

const root = path.resolve(import.meta.dirname, '../..')

describe('the Databases line', () => {
  it('reads one or both databases, in any order and spelling', () => {
    expect(declaredDatabases('/**\n * Checks.\n * Databases: SQLite, PostgreSQL.\n */')).toEqual(['sqlite', 'postgres'])
    expect(declaredDatabases('/**\n * Databases: PostgreSQL\n */')).toEqual(['postgres'])
    expect(declaredDatabases('/**\n * Databases: sqlite and postgres.\n */')).toEqual(['sqlite', 'postgres'])
  })

  it('refuses a file without the line, or with a database it does not know', () => {
    expect(declaredDatabases('/** Checks. */')).toMatch(/no "Databases: …" line/)
    expect(declaredDatabases('/**\n * Databases: MySQL.\n */')).toMatch(/unknown database "MySQL"/)
  })

  it('stops the configuration, naming the file, when one integration test does not say', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-databases-'))
    try {
      fs.writeFileSync(path.join(dir, 'a.test.ts'), '/**\n * Databases: SQLite.\n */\n')
      fs.writeFileSync(path.join(dir, 'b.test.ts'), '/** Nothing said. */\n')
      expect(() => integrationFilesByDatabase(dir, '.')).toThrow(/\.\/b\.test\.ts has no "Databases/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('agrees with the names of files kept to one database', () => {
    const files = integrationFilesByDatabase(root)
    const all = [...new Set([...files.sqlite, ...files.postgres])]
    expect(all.length).toBeGreaterThan(0)
    for (const file of all.filter((f) => f.includes('.pg-only.'))) expect(files.sqlite).not.toContain(file)
    for (const file of all.filter((f) => f.includes('.sqlite-only.'))) expect(files.postgres).not.toContain(file)
  })

  it('splits the SQLite files into those also on PostgreSQL and the rest, losing none', () => {
    const files = { sqlite: ['a.test.ts', 'b.test.ts', 'c.test.ts'], postgres: ['b.test.ts', 'd.test.ts'] }
    expect(sqliteFilesOfPart(files, 'both-databases')).toEqual(['b.test.ts'])
    expect(sqliteFilesOfPart(files, 'sqlite-only')).toEqual(['a.test.ts', 'c.test.ts'])
    expect(sqliteFilesOfPart(files, undefined)).toEqual(files.sqlite)
    const real = integrationFilesByDatabase(root)
    const parts = [...sqliteFilesOfPart(real, 'both-databases'), ...sqliteFilesOfPart(real, 'sqlite-only')]
    expect(parts.sort()).toEqual([...real.sqlite].sort())
  })
})

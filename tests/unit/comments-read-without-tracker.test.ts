/**
 * Code is read by people who have neither the tracker nor the specification's numbering at hand:
 * a comment says why in its own words, never "issue 20" or "spec §9". Another project's issue or
 * pull request ("payloadcms/payload issue 17906") is a source anyone can open, so it may be named.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../helpers/sourceFiles'

const root = path.resolve(__dirname, '../..')
/** A section sign, or our own issue number (not one named with its owner/repository first). */
const TRACKER_REFERENCE = /§|(?<![\w.-]+\/[\w.-]+ )\bissues? #?\d+/i

/** Each line, in our code, that points at the tracker or a numbered section of the specification. */
function trackerReferences(): string[] {
  return ['src', 'tests', 'scripts']
    .flatMap((dir) => sourceFiles(path.join(root, dir), ['migrations', 'node_modules']))
    // This file spells out what the rule catches.
    .filter((file) => file !== __filename)
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    )
}

describe('comments', () => {
  it('name no issue number or specification section', () => {
    expect(trackerReferences()).toEqual([])
  })

  it('may name another project’s issue, and the rule catches ours', () => {
    expect(TRACKER_REFERENCE.test('(payloadcms/payload issue 17906, pull request 8078)')).toBe(false)
    expect(TRACKER_REFERENCE.test('(adobe/react-spectrum issue 4937)')).toBe(false)
    expect(TRACKER_REFERENCE.test('/** The reminder (issue 20, item 4) */')).toBe(true)
    expect(TRACKER_REFERENCE.test('// the 404 page (spec §2)')).toBe(true)
  })
})

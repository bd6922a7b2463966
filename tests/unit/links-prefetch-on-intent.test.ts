/**
 * The public site links to its own pages through IntentLink, which prefetches a page only when
 * the reader reaches for its link; next/link used directly would prefetch every link in view
 * again. The admin's own components (src/components/admin) keep Next.js's default.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../helpers/sourceFiles'

const src = path.resolve(__dirname, '../../src')
const allowed = [path.join('components', 'IntentLink', 'IntentLink.client.tsx'), path.join('components', 'admin') + path.sep]

describe('links to the site’s own pages', () => {
  it('import next/link only inside IntentLink and the admin’s components', () => {
    const direct = sourceFiles(src)
      .map((file) => path.relative(src, file))
      .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
      .filter((file) => /from ['"]next\/link['"]/.test(fs.readFileSync(path.join(src, file), 'utf8')))
    expect(direct).toEqual([])
    // The rule has something to hold on to: IntentLink itself wraps next/link.
    expect(fs.readFileSync(path.join(src, allowed[0]!), 'utf8')).toMatch(/from 'next\/link'/)
  })
})

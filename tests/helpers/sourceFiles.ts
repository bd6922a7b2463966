import fs from 'node:fs'
import path from 'node:path'

/** Every TypeScript (and .mjs) file under a folder, as full paths; folders named in `skip` are left out. */
export function sourceFiles(dir: string, skip: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(full, skip)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

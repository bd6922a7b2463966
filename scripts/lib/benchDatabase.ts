import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Points this process's Payload at a new SQLite file in a temporary folder (with its media
 * folder and a fresh secret), without donor mail, for a bench that builds its own data. Call it
 * before importing the Payload config: the config reads the environment when it is evaluated.
 * Returns the folder.
 */
export function pointAtTemporaryDatabase(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.env.DATA_DIR = dir
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
  process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('hex')
  delete process.env.PAYLOAD_DB_PUSH
  // A bench sends no donor mail: a run of that queue started at boot would outlive the bench's Payload.
  process.env.DONOR_MAIL_RUN_NOW = '0'
  fs.mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  return dir
}

/** The value at percentile `p` (0–100) of ascending `sorted` times (nearest rank); 0 when empty. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

export const ms = (value: number) => `${value.toFixed(2)} ms`

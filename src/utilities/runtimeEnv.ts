import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The site's server and `next build` run with NODE_ENV=production on every site, so "production"
 * is decided from what the operator set: `scripts/start.ts` copies the operator's
 * NODE_ENV into SITE_ENV before any Next.js process starts.
 */
export function isProductionSite(): boolean {
  return process.env.SITE_ENV === 'production'
}

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || 'data')
}

export function mediaDir(): string {
  return path.resolve(process.env.MEDIA_DIR || path.join(dataDir(), 'media'))
}

export const MIN_SECRET_LENGTH = 32

/**
 * Production needs PAYLOAD_SECRET from the environment. Everywhere else a random secret is
 * generated on first use and kept in data/, so a newcomer needs nothing set and no fixed
 * default ever signs a session.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (isProductionSite()) {
    if (!fromEnv || fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `PAYLOAD_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters in production ` +
          `(for example: PAYLOAD_SECRET=$(openssl rand -hex 32)).`,
      )
    }
    return fromEnv
  }
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), '.payload-secret')
  let secret = generatedSecrets.get(file)
  if (secret) return secret
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir(), { recursive: true })
    secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
  }
  generatedSecrets.set(file, secret)
  return secret
}

/** Read once per data folder: request paths (address hashes, signed links) ask for it often. */
const generatedSecrets = new Map<string, string>()

/** The SQLite file used when DATABASE_URL names no database. */
export function defaultSqliteUrl(): string {
  return `file:${path.join(dataDir(), 'site.db')}`
}

export function serverUrl(): string {
  return process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
}

/**
 * The origins the admin and API trust for cookies (CSRF) and cross-origin calls (CORS): the
 * site's own address. Without SITE_URL the site runs locally, where a browser may use either
 * loopback name.
 */
export function siteOrigins(): string[] {
  if (process.env.SITE_URL) return [new URL(process.env.SITE_URL).origin]
  const port = process.env.PORT || 3000
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

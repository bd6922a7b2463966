/**
 * A signing key from the environment: its own variable, else derived from PAYLOAD_SECRET with
 * a purpose prefix (so one leaked key does not give away another). A production site must have
 * one of the two. A demo site derives it from the secret it generated and keeps in data/
 * (payloadSecret), so `npm start` on a fresh clone takes donations with nothing set.
 *
 * Production is the operator's SITE_ENV, not NODE_ENV: `npm start` and the site's server set
 * NODE_ENV=production on every site, demo included.
 */
import { payloadSecret } from '@/utilities/runtimeEnv'

export function keyFromEnv(name: string, purpose: string, env: Record<string, string | undefined> = process.env): string {
  const own = env[name]
  if (own) return own
  if (env.PAYLOAD_SECRET) return `${purpose}:${env.PAYLOAD_SECRET}`
  if (env.SITE_ENV === 'production') throw new Error(`Set ${name} or PAYLOAD_SECRET.`)
  return `${purpose}:${payloadSecret()}`
}

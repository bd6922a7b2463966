/**
 * A signing key from the environment: its own variable, else derived from PAYLOAD_SECRET with
 * a purpose prefix (so one leaked key does not give away another). Production must have one of
 * the two; elsewhere a fixed development key keeps a fresh clone working.
 */
export function keyFromEnv(name: string, purpose: string, env: Record<string, string | undefined> = process.env): string {
  const own = env[name]
  if (own) return own
  if (env.PAYLOAD_SECRET) return `${purpose}:${env.PAYLOAD_SECRET}`
  if (env.NODE_ENV === 'production') throw new Error(`Set ${name} or PAYLOAD_SECRET.`)
  return `${purpose}:development-only`
}

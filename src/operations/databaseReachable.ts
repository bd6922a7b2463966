/**
 * Before start-up touches the database: whether a PostgreSQL DATABASE_URL answers, and if not a
 * message an operator can act on (host, port and database, never the password), so that a
 * database that is down stops `npm start` with one clear line instead of a stack trace.
 */
import pg from 'pg'

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/** null when the database answers (or is not PostgreSQL), else what to tell the operator. */
export async function unreachableDatabaseMessage(url: string, timeoutMs = 5000): Promise<string | null> {
  if (!isPostgresUrl(url)) return null
  let where = 'the PostgreSQL server in DATABASE_URL'
  try {
    const parsed = new URL(url)
    where = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}, database "${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'}"`
  } catch {
    return 'DATABASE_URL is not a valid postgres:// URL.'
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return null
  } catch (error) {
    const err = error as { code?: string; message?: string }
    const reason = err.code === '28P01' ? 'the user name or password was refused' : err.code === '3D000' ? 'that database does not exist' : (err.code ?? err.message ?? 'no answer')
    return `Cannot reach the database: ${where} (${reason}). Check DATABASE_URL and that the server is running.`
  } finally {
    await client.end().catch(() => {})
  }
}

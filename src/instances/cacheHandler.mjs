/**
 * Next.js's cache handler for several server processes on one database (next.config.ts
 * `cacheHandler`), written to Next.js's documented interface (get, set, revalidateTag,
 * resetRequestCache), with no code of Next.js's own. Pages and unstable_cache entries stay in this
 * process's memory (at most CACHE_MEMORY_MB, 64 MB, the least recently used going first); a page
 * not yet there is rendered on its first request. Only invalidations are shared.
 *
 * - Each revalidateTag/revalidatePath this process makes reaches `revalidateTag` below once the
 *   request has ended (after Payload committed the edit). It clears this process's cache as
 *   before and adds a row to `cache_invalidations` (created by the migrations).
 * - Each process reads the rows added since it last looked and expires those tags at once in its
 *   own cache; the next request renders afresh. It looks every CACHE_SYNC_INTERVAL_MS (500 ms),
 *   and on PostgreSQL also at once when told by NOTIFY (LISTEN on a connection of its own). The
 *   search index is rebuilt on the same signal (src/instances/remoteChanges.ts).
 *
 * Plain JavaScript: Next.js imports this file at run time with Node's import(), outside its
 * bundles. It opens its own small connection (pg or libsql) from DATABASE_URL, as Payload does.
 * When the database cannot be read, a warning is logged once and the process keeps serving what
 * it has; it catches up from where it stopped when the database is back.
 */
import crypto from 'node:crypto'
import path from 'node:path'

const STATE = Symbol.for('charity.instances.cache-sync')
const INTERVAL_MS = Number(process.env.CACHE_SYNC_INTERVAL_MS) > 0 ? Number(process.env.CACHE_SYNC_INTERVAL_MS) : 500
/** Rows are read again this far back (by id): PostgreSQL may commit a lower id after a higher one. */
const OVERLAP_IDS = 100
/** Invalidations older than this are deleted (by any process, at most every 10 minutes). */
const KEEP_MS = 60 * 60_000

/**
 * One per process, on globalThis: Next.js may construct the handler many times and load this
 * module more than once. `remoteChangeAt` and `onRemoteChange` are read by the app
 * (src/instances/remoteChanges.ts).
 */
function state() {
  const s = (globalThis[STATE] ??= {})
  s.origin ??= crypto.randomUUID()
  s.db ??= null
  s.started ??= false
  s.lastId ??= null
  s.seen ??= new Set()
  s.lastSweep ??= 0
  s.warned ??= false
  s.remoteChangeAt ??= 0
  s.onRemoteChange ??= []
  s.running ??= false
  s.again ??= false
  s.listener ??= null
  s.entries ??= new Map()
  s.bytes ??= 0
  s.tagExpiredAt ??= new Map()
  return s
}

const isPostgres = (url) => /^postgres(ql)?:\/\//i.test(url)

function databaseUrl() {
  return process.env.DATABASE_URL || `file:${path.join(path.resolve(process.env.DATA_DIR || 'data'), 'site.db')}`
}

async function openDatabase() {
  const url = databaseUrl()
  if (isPostgres(url)) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5000 })
    // A dropped idle connection must not end the process (the pool reconnects on the next query).
    pool.on('error', () => {})
    return { query: async (text, values) => (await pool.query(text, values)).rows }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url })
  // Another process may hold SQLite's write lock for a moment.
  await client.execute('PRAGMA busy_timeout = 5000')
  return {
    query: async (text, values) => (await client.execute({ sql: text.replace(/\$(\d+)/g, '?$1'), args: values })).rows,
  }
}

async function database() {
  const s = state()
  s.db ??= openDatabase().catch((error) => {
    s.db = null
    throw error
  })
  return s.db
}

function warnOnce(what, error) {
  const s = state()
  if (s.warned) return
  s.warned = true
  console.warn(`Cache sync: could not ${what} (${error?.message ?? error}); pages may lag behind edits made on other instances until the database answers.`)
}

const MEMORY_LIMIT = (Number(process.env.CACHE_MEMORY_MB) > 0 ? Number(process.env.CACHE_MEMORY_MB) : 64) * 1024 * 1024
/** The header in which Next.js lists a page's cache tags (documented with `revalidateTag`). */
const TAGS_HEADER = 'x-next-cache-tags'

/** About how much memory a cached value holds: its strings and buffers. */
function sizeOf(value, depth = 0) {
  if (value == null || depth > 4) return 0
  if (typeof value === 'string') return value.length
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value.byteLength
  if (value instanceof Map) return [...value.values()].reduce((n, v) => n + sizeOf(v, depth + 1), 0)
  if (typeof value === 'object') return Object.values(value).reduce((n, v) => n + sizeOf(v, depth + 1), 0)
  return 8
}

/** The tags an entry answers to: a fetch's or unstable_cache's own, or those Next.js put on a page. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER]
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])]
}

/** Expires tags in this process's cache at once: the next request for what they cover renders afresh. */
function expireHere(tags) {
  const s = state()
  const now = Date.now()
  for (const tag of tags) s.tagExpiredAt.set(tag, now)
  for (const [key, entry] of s.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) {
      s.entries.delete(key)
      s.bytes -= entry.size
    }
  }
}

const expiredSince = (tags, lastModified) => tags.some((tag) => (state().tagExpiredAt.get(tag) ?? -Infinity) >= lastModified)

async function poll() {
  const s = state()
  const db = await database()
  if (s.lastId === null) {
    const [row] = await db.query('SELECT coalesce(max(id), 0) AS id FROM cache_invalidations', [])
    s.lastId = Number(row?.id ?? 0)
    return
  }
  const rows = await db.query('SELECT id, origin, tags FROM cache_invalidations WHERE id > $1 ORDER BY id', [s.lastId - OVERLAP_IDS])
  const tags = new Set()
  for (const row of rows) {
    const id = Number(row.id)
    s.lastId = Math.max(s.lastId, id)
    if (s.seen.has(id)) continue
    s.seen.add(id)
    if (row.origin === s.origin) continue
    for (const tag of JSON.parse(String(row.tags))) tags.add(tag)
  }
  for (const id of s.seen) if (id <= s.lastId - OVERLAP_IDS) s.seen.delete(id)
  s.warned = false
  if (!tags.size) return
  expireHere([...tags])
  if (process.env.CACHE_SYNC_DEBUG === '1') console.log(`Cache sync: ${Date.now()} expired ${[...tags].join(', ')}`)
  s.remoteChangeAt = Date.now()
  for (const listener of s.onRemoteChange) {
    try {
      listener()
    } catch (error) {
      console.warn(`Cache sync: a listener failed (${error?.message ?? error})`)
    }
  }
}

/** One read at a time; a call during a read makes one more read after it. */
async function tick() {
  const s = state()
  if (s.running) {
    s.again = true
    return
  }
  s.running = true
  try {
    do {
      s.again = false
      await poll()
    } while (s.again)
  } catch (error) {
    warnOnce('read the invalidations of other instances', error)
  } finally {
    s.running = false
  }
  if (isPostgres(databaseUrl()) && !s.listener) listen()
}

/** PostgreSQL: a connection that LISTENs, so a new invalidation is read at once. Reopened by the next tick when lost. */
function listen() {
  const s = state()
  s.listener = (async () => {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl(), connectionTimeoutMillis: 5000 })
    const lost = () => {
      if (s.listener === listening) s.listener = null
      client.end().catch(() => {})
    }
    client.on('notification', () => void tick())
    client.on('error', lost)
    client.on('end', lost)
    await client.connect()
    await client.query('LISTEN cache_invalidations')
    // Whatever arrived while connecting.
    void tick()
    return client
  })()
  const listening = s.listener
  listening.catch(() => {
    if (s.listener === listening) s.listener = null
  })
}

function startPolling() {
  const s = state()
  if (s.started) return
  s.started = true
  void tick()
  setInterval(tick, INTERVAL_MS).unref()
}

async function record(tags) {
  const s = state()
  const db = await database()
  const now = Date.now()
  const insert = 'INSERT INTO cache_invalidations (origin, tags, at) VALUES ($1, $2, $3)'
  const values = [s.origin, JSON.stringify(tags), now]
  if (isPostgres(databaseUrl())) {
    // One statement: the row, and a NOTIFY to every listening instance when it commits.
    await db.query(`WITH added AS (${insert} RETURNING id) SELECT pg_notify('cache_invalidations', id::text) FROM added`, values)
  } else {
    await db.query(insert, values)
  }
  if (now - s.lastSweep > 10 * 60_000) {
    s.lastSweep = now
    await db.query('DELETE FROM cache_invalidations WHERE at < $1', [now - KEEP_MS])
  }
}

/** A build renders pages into the build folder; only running servers share invalidations. */
const serving = () => process.env.NEXT_PHASE !== 'phase-production-build'

export default class SharedInvalidationCache {
  constructor() {
    if (serving()) startPolling()
  }

  async get(key, ctx) {
    const s = state()
    const entry = s.entries.get(key)
    if (!entry) return null
    // unstable_cache entries also answer to the page's implicit tags (revalidatePath).
    if (expiredSince([...entry.tags, ...(ctx?.softTags ?? [])], entry.lastModified)) {
      s.entries.delete(key)
      s.bytes -= entry.size
      return null
    }
    // Most recently used last: the first in the map goes first when memory runs short.
    s.entries.delete(key)
    s.entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
  }

  async set(key, data, ctx) {
    const s = state()
    const previous = s.entries.get(key)
    if (previous) {
      s.entries.delete(key)
      s.bytes -= previous.size
    }
    if (!data) return
    const size = sizeOf(data)
    if (size > MEMORY_LIMIT) return
    s.entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), size, cacheControl: ctx?.cacheControl })
    s.bytes += size
    for (const [oldest, entry] of s.entries) {
      if (s.bytes <= MEMORY_LIMIT) break
      s.entries.delete(oldest)
      s.bytes -= entry.size
    }
  }

  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    // Stale-while-revalidate profiles are served fresh here: an edit shows on the next request.
    expireHere(list)
    if (!serving()) return
    try {
      await record(list)
      if (process.env.CACHE_SYNC_DEBUG === '1') console.log(`Cache sync: ${Date.now()} shared ${list.join(', ')}`)
    } catch (error) {
      warnOnce('share an invalidation with other instances', error)
    }
  }

  resetRequestCache() {}
}

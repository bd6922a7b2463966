import pg from 'pg'

/** How long opening one connection may take before the server counts as not answering. */
export const CONNECT_TIMEOUT_MS = 5000

/**
 * The PostgreSQL pool's connections, which give up connecting after CONNECT_TIMEOUT_MS.
 * The limit sits on the connection, not on the pool: the pool's own connectionTimeoutMillis also
 * counts the time a query waits for a free connection, so a burst of queries on a busy machine
 * (a schema comparison sends dozens at once) failed with "timeout exceeded when trying to
 * connect" while the database was answering well.
 */
export class PostgresClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(typeof config === 'string' ? { connectionString: config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS } : { ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}

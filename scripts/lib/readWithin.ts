import { withTimeout } from '../../src/utilities/withTimeout'

/**
 * Fetches `url` and reads its whole answer, or throws after `ms`, whatever the connection does.
 * The deadline is a timer of our own raced against the request, not only an abort signal: a
 * server that accepts and never answers left a start-up wait idle for good when the signal's
 * abort was lost (Node holds `AbortSignal.timeout`'s signal weakly, and undici's copy of a
 * signal can be collected), so the wait never reached its own deadline. The request is then
 * aborted, so no connection is left open.
 */
export async function readWithin(url: string, ms: number, init: RequestInit = {}): Promise<void> {
  const controller = new AbortController()
  try {
    await withTimeout(
      fetch(url, { ...init, signal: controller.signal }).then((res) => res.arrayBuffer()),
      ms,
      `${url} did not answer within ${ms / 1000}s`,
    )
  } finally {
    controller.abort()
  }
}

/**
 * Fetches `url` and reads its whole answer, or throws after `ms`, whatever the connection does.
 * The deadline is a timer of our own raced against the request, not only an abort signal: a
 * server that accepts and never answers left a start-up wait idle for good when the signal's
 * abort was lost (Node holds `AbortSignal.timeout`'s signal weakly, and undici's copy of a
 * signal can be collected), so the wait never reached its own deadline.
 */
export async function readWithin(url: string, ms: number, init: RequestInit = {}): Promise<void> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`${url} did not answer within ${ms / 1000}s`))
    }, ms)
  })
  try {
    await Promise.race([fetch(url, { ...init, signal: controller.signal }).then((res) => res.arrayBuffer()), late])
  } finally {
    clearTimeout(timer)
  }
}

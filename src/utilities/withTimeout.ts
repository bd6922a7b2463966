/**
 * `promise`, or a rejection after `ms` with `message`: a timer of our own raced against the
 * work, so the deadline holds whatever the work does (an abort signal alone can be lost).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message = `no answer within ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Polls `check` every `everyMs` until it holds and returns the time since `since` (ms); throws,
 * naming `what`, once `giveUpMs` have passed.
 */
export async function msUntil(since: number, check: () => Promise<boolean>, what: string, giveUpMs = 15_000, everyMs = 100): Promise<number> {
  while (!(await check())) {
    if (Date.now() - since > giveUpMs) throw new Error(`${what}: not true after ${giveUpMs / 1000}s`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
  return Date.now() - since
}

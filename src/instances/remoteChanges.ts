/**
 * The app's side of the cache sync (src/instances/cacheHandler.mjs, which Next.js loads outside
 * the app's bundles): both meet on one object on globalThis.
 */
const STATE = Symbol.for('charity.instances.cache-sync')

type SyncState = { remoteChangeAt?: number; onRemoteChange?: Array<() => void> }

const sync = (): SyncState => {
  const g = globalThis as unknown as Record<symbol, SyncState | undefined>
  return (g[STATE] ??= {})
}

/** When this process last applied an edit made on another instance (ms since 1970; 0 = never). */
export const remoteChangeAt = (): number => sync().remoteChangeAt ?? 0

/** Calls `listener` each time edits made on other instances have been applied here. */
export function onRemoteChange(listener: () => void): void {
  const s = sync()
  s.onRemoteChange ??= []
  s.onRemoteChange.push(listener)
}

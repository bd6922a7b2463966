/**
 * "About how long" in words for people waiting on a limit: minutes up to an hour, then hours
 * (1,421 minutes is "24 hours"), then days. Always rounded up at the minute, so nobody comes back
 * too early for an answer under an hour.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function aboutDuration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 60) return plural(minutes, 'minute', 'minutes')
  const hours = Math.round(minutes / 60)
  if (hours < 48) return plural(hours, 'hour', 'hours')
  return plural(Math.round(hours / 24), 'day', 'days')
}

// The few parts of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Stats = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  export type Result = {
    requests: Stats
    latency: Stats
    throughput: Stats
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

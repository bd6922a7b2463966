/**
 * libsql chooses its native build through detect-libc, which calls process.report.getReport().
 * With network details the report looks up the host name of every open socket: measured on this
 * machine, 5 s with 50 sockets open, and libsql loads on the first request after a start, while
 * the donors of a burst are connected (the bench's first run: p95 about 11 s). Without them the
 * report takes milliseconds. Imported first by databaseAdapter.ts, before the SQLite driver.
 */
// Node ≥ 20.13 (older ones ignore it); not yet in this @types/node.
const report = process.report as (NodeJS.ProcessReport & { excludeNetwork?: boolean }) | undefined
if (report) report.excludeNetwork = true

export {}

/**
 * How scripts/prepare.ts is run and how it reports back, shared by `npm start` and the browser
 * tests' setup so that neither repeats the flags or the result format.
 */

/**
 * Node arguments for running prepare.ts. Lexical's default Node entry points pick their build
 * with a top-level await, and on Node 20 under tsx's module hooks loading them sometimes never
 * settles (exit code 13, or a hang); the "production" condition loads the build directly.
 */
export const PREPARE_NODE_ARGS = ['--conditions=production', '--import', 'tsx', 'scripts/prepare.ts']

/** Payload's logger writes asynchronously, so the result line is found by its prefix, not its position. */
const RESULT_PREFIX = 'PREPARE_RESULT='

export type PrepareResult = {
  seeded: boolean
  demoAdmin?: { email: string; password: string }
  signIn: string
}

export const formatPrepareResult = (result: PrepareResult) => `\n${RESULT_PREFIX}${JSON.stringify(result)}\n`

/** The result prepare.ts printed, or null when its output holds none. */
export function parsePrepareResult(stdout: string): PrepareResult | null {
  const line = stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX))
  return line ? (JSON.parse(line.slice(RESULT_PREFIX.length)) as PrepareResult) : null
}

/** The value after `--name` on the command line (`--runs 5` gives "5"), or undefined when not given. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

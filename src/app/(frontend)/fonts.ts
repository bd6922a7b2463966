import localFont from 'next/font/local'

/**
 * Inter, self-hosted: nothing is fetched from the internet at build time. The file is
 * Fontsource's variable Inter cut down to the characters and weights the site uses
 * (scripts/subset-font.ts, `npm run fonts:subset`): 28 KB instead of 48 KB, and the only file
 * the first paint waits for. next/font preloads it.
 */
export const inter = localFont({
  src: './inter-latin-fr.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
  preload: true,
})

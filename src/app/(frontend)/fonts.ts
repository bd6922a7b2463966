import localFont from 'next/font/local'

/** Inter, self-hosted from @fontsource-variable/inter: nothing is fetched from the internet at build time. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { adminOnlyClientHints } from './src/http/adminOnlyClientHints'
import { SECURITY_HEADERS } from './src/seo/securityHeaders'

const nextConfig: NextConfig = {
  // Browser tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next.js compresses (gzip) what it sends; the front (deploy/nginx) keeps the compressed answer
  // in its micro-cache, so a cached page is compressed once per cache lifetime there.
  compress: true,
  // Next.js hashes the whole page in JavaScript on every request to make its ETag: a tenth of a
  // cached page's cost to serve. Pages are revalidated by their own cache rules and the front's
  // micro-cache, not by a browser's If-None-Match; a repeat visit fetches the compressed page again.
  generateEtags: false,
  // Only `npm run measure:js` turns this on: the maps let it tell the framework's code from ours
  // inside chunks that mix both. The site itself ships no source maps.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // src/proxy.ts answers "/path/" as "/path" itself, so old links redirect in one hop.
  skipTrailingSlashRedirect: true,
  // Types are checked once by `npm run typecheck` (part of `npm test`), with tests and scripts
  // included; checking again inside every build only makes `npm start` slower.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  turbopack: { root: import.meta.dirname },
  // A fundraiser's photo (up to 5 MB, checked with a message at its field) comes with the sign-up
  // form's server action; the margin lets a larger file reach that check instead of being cut off.
  experimental: { serverActions: { bodySizeLimit: '10mb' } },
  // Several server processes on one database tell each other which cache tags an edit
  // invalidated (src/instances/cacheHandler.mjs); the cache itself stays per process.
  cacheHandler: path.join(import.meta.dirname, 'src/instances/cacheHandler.mjs'),
  // The receipt PDF reads its font files and the logo from disk at run time (src/pdf): a build
  // that copies only traced files (output: 'standalone', serverless hosts) must carry them too.
  outputFileTracingIncludes: {
    '/api/donate/receipt': ['./node_modules/@fontsource/inter/files/inter-latin*-{400,700}-normal.woff', './public/images/logo.svg'],
  },
  // The stylesheet is linked, not inlined (experimental.inlineCss): inlined, Next.js sent its 49 KB
  // twice in every page, once as <style> and once in the inline data for the client, which made
  // half of the home page's HTML; linked, it is fetched once and cached for every page.
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }]
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload's colour-scheme client hints on the admin only: see src/http/adminOnlyClientHints.ts.
export default {
  ...withCms,
  headers: async () => adminOnlyClientHints((await withCms.headers?.()) ?? []),
} satisfies NextConfig

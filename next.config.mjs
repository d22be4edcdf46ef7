/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel work trees (and tests) can build into their own folder.
  distDir: process.env.PI_NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.PI_SOURCE_MAPS === '1',
  // Server-only packages stay external to the bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  // `npm run typecheck` checks the whole repository (server, tests, bench) once;
  // a second, console-only pass inside every build would only cost time.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The stylesheet in the HTML: a <link> waits behind the server rendering the page it belongs to.
    inlineCss: true,
  },
};

export default nextConfig;

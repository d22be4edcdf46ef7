/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages stay external to the bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // `npm run typecheck` checks the whole repository (server, tests, bench) once;
  // a second, console-only pass inside every build would only cost time.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

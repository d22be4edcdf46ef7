/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages stay external to the bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default nextConfig;

/**
 * Shared by the global setup (which creates the fuzz workspace and starts the
 * server) and the fuzz suite. Kept free of imports so the setup can load it.
 */

/** The workspace the fuzz writes to; no other test reads it. */
export const FUZZ_WORKSPACE = 'fuzz';
export const FUZZ_MEMBER = 'fuzz@fuzz.example';

/**
 * The suite's server signs page tokens with this key instead of a per-database
 * one, so the fuzz can sign tokens that carry hostile cursor keys.
 */
export const FUZZ_PAGE_TOKEN_SECRET = 'fuzz-suite-page-token-secret-not-for-production';

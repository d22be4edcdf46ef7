import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function`, and merely probing
 * whether it may makes a browser under the console's CSP (no 'unsafe-eval')
 * report a violation on every page that builds a schema. The interpreted path
 * validates identically. Browser only: the API server keeps the fast path.
 */
export function disableZodJit(): void {
  config({ jitless: true });
}

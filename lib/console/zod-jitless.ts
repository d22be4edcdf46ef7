/**
 * Zod compiles fast object parsers with `new Function`, and merely probing
 * whether it may makes a browser under the console's CSP (no 'unsafe-eval')
 * report a violation on every page that builds a schema. The interpreted path
 * validates identically. Browser only: the API server keeps the fast path.
 *
 * Zod reads its config from `globalThis.__zod_globalConfig` (zod/v4/core's
 * core.js adopts an existing object). Setting it there, rather than through
 * `config()` from 'zod/v4/core', keeps zod out of every page's first load:
 * only the pages with a form load it, later.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export function disableZodJit(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
}

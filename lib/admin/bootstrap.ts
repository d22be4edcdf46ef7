import type { Db } from '../db/client';
import { DEMO_SLUG, isWorkspaceSeeded, seedDemo, type ProgressFn, type SeedSummary } from '../seed/index';
import { createApiKey } from './keys';

const DEMO_ADMIN_EMAIL = 'ada@demo.example';
const CONSOLE_KEY_LABEL = 'console';

interface BootstrapResult {
  seeded: boolean;
  /** A fresh key of the demo admin, labelled 'console'; only when this call seeded. */
  key?: string;
  summary?: SeedSummary;
}

/**
 * First start of a fresh database: seed the default demo (200 companies) and
 * give the demo admin a key for the console. Does nothing once workspace
 * `demo` exists. The caller applies migrations first.
 */
export async function bootstrapDemo(db: Db, opts: { onProgress?: ProgressFn } = {}): Promise<BootstrapResult> {
  if (await isWorkspaceSeeded(db, DEMO_SLUG)) return { seeded: false };
  let summary: SeedSummary;
  try {
    summary = await seedDemo(db, { onProgress: opts.onProgress });
  } catch (err) {
    // Another server sharing the PostgreSQL database seeded it first: nothing left to do.
    if (await isWorkspaceSeeded(db, DEMO_SLUG)) return { seeded: false };
    throw err;
  }
  const { key } = await createApiKey(db, {
    email: DEMO_ADMIN_EMAIL,
    workspaceSlug: DEMO_SLUG,
    label: CONSOLE_KEY_LABEL,
  });
  return { seeded: true, key, summary };
}

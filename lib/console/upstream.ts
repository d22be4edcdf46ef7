import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { consoleKeyPath } from '../console-key';

export interface Upstream {
  /** Base URL of an API deployment, ending in /api/v1 (no trailing slash). */
  baseUrl: string;
  key: string | undefined;
  timeoutMs: number;
}

let cachedKey: { file: string; key: string } | undefined;

function storedKey(): string | undefined {
  // Read at run time from the server's data folder; nothing here belongs in the build's file trace.
  const file = consoleKeyPath(path.resolve(/*turbopackIgnore: true*/ process.env.PI_DATA_DIR || '.data'));
  if (cachedKey?.file === file) return cachedKey.key;
  try {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (key) cachedKey = { file, key };
    return key || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the console's requests go and with which key. By default: this
 * server's own API (the server publishes its address once it listens) and the
 * key the first start stored; PI_API_BASE_URL and PI_API_KEY override both.
 */
export function upstream(env: NodeJS.ProcessEnv = process.env): Upstream {
  const baseUrl = (env.PI_API_BASE_URL || env.PI_INTERNAL_API_BASE_URL || 'http://127.0.0.1:3000/api/v1').replace(
    /\/+$/,
    '',
  );
  const timeout = Number(env.PI_API_TIMEOUT_MS);
  return {
    baseUrl,
    key: env.PI_API_KEY || storedKey(),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { distDir } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface NextRouteStats {
  route: string;
  /** Uncompressed, as Next counts it. */
  firstLoadKB: number;
  /** Each first-load chunk gzipped on its own, as the browser fetches them, summed. */
  firstLoadGzipKB: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Next 16 no longer prints sizes in `next build`'s output; it writes them to
 * <distDir>/diagnostics/route-bundle-stats.json (uncompressed). The gzip
 * figure is ours, from the same chunk list. Undefined when there is no build.
 */
export function nextRouteStats(dir = distDir): NextRouteStats[] | undefined {
  const file = path.join(root, dir, 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(file)) return undefined;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{
    route: string;
    firstLoadUncompressedJsBytes: number;
    firstLoadChunkPaths: string[];
  }>;
  const gz = new Map<string, number>();
  const gzipped = (p: string) => {
    let n = gz.get(p);
    if (n === undefined) {
      // A chunk the stats name but the build lacks would make a route look lighter than it is.
      n = gzipSync(fs.readFileSync(path.join(root, p))).length;
      gz.set(p, n);
    }
    return n;
  };
  return raw.map((r) => ({
    route: r.route,
    firstLoadKB: kb(r.firstLoadUncompressedJsBytes),
    firstLoadGzipKB: kb(r.firstLoadChunkPaths.reduce((a, p) => a + gzipped(p), 0)),
  }));
}

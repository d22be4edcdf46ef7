import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'instrumentation-client.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
];
/** The console's build folder: `.next`, or PI_NEXT_DIST_DIR for parallel trees and tests. */
export const distDir = process.env.PI_NEXT_DIST_DIR || '.next';
const stampFile = path.join(root, distDir, 'pi-build-stamp');

/**
 * `next build` adds its dist folder's `types/**` globs to tsconfig.json's
 * `include`; with several dist folders (PI_NEXT_DIST_DIR) every build would
 * otherwise change the others' stamps. Those globs are left out of the digest.
 */
const NEXT_TYPES_GLOB = /^\.next[^/]*\/(dev\/)?types\//;

function tsconfigDigest(file) {
  const text = fs.readFileSync(file, 'utf8');
  try {
    const config = JSON.parse(text);
    if (Array.isArray(config.include)) config.include = config.include.filter((g) => !NEXT_TYPES_GLOB.test(g));
    return createHash('sha256').update(JSON.stringify(config)).digest('hex');
  } catch {
    return createHash('sha256').update(text).digest('hex');
  }
}

/** A digest of every console input's path, size and mtime: cheap, and changes with any edit. */
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else if (path.relative(root, p) === 'tsconfig.json') {
      hash.update(`tsconfig.json:${tsconfigDigest(p)}\n`);
    } else {
      hash.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) walk(path.join(root, input));
  return hash.digest('hex');
}

const lockDir = path.join(root, `${distDir}.build-lock`);
/** A build older than this is taken to have crashed. */
const STALE_LOCK_MS = 15 * 60_000;

/**
 * Servers started at once (test files, parallel runs) must not build into one
 * folder together: a second build deletes the first's output mid-start. The
 * lock is a directory, since mkdir either makes it or fails, atomically.
 */
function withBuildLock(fn) {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lockDir).mtimeMs > STALE_LOCK_MS)
          fs.rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again.
      }
      Atomics.wait(sleeper, 0, 0, 500);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function upToDate(stamp) {
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  return built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
}

/**
 * Builds the console unless the stamp says the build in the dist folder is of
 * these sources; `force` builds regardless (`npm run build`). A build writes
 * the stamp, so `npm start` does not build the same sources again.
 */
export function ensureBuild({ force = false } = {}) {
  if (!force && upToDate(sourceStamp())) return;
  const ok = withBuildLock(() => {
    // Another process may have built while this one waited.
    const stamp = sourceStamp();
    return !force && upToDate(stamp) ? true : build(stamp);
  });
  // Exits only once the lock is released, or every later start would wait for a stale one.
  if (!ok) process.exit(1);
}

function build(stamp) {
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  console.log(built ? 'Console sources changed: rebuilding…' : 'Building the console (first start)…');
  // A failed build must not leave the stamp of an earlier one behind.
  fs.rmSync(stampFile, { force: true });
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (res.status !== 0) {
    console.error('next build failed');
    return false;
  }
  fs.writeFileSync(stampFile, stamp);
  return true;
}

// `node scripts/build-if-needed.mjs [--force]`; `npm run build` passes --force.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuild({ force: process.argv.includes('--force') });
}

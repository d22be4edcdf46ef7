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
const distDir = process.env.PI_NEXT_DIST_DIR || '.next';
const stampFile = path.join(root, distDir, 'pi-build-stamp');

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

export function ensureBuild() {
  if (upToDate(sourceStamp())) return;
  withBuildLock(() => {
    // Another process may have built while this one waited.
    const stamp = sourceStamp();
    if (!upToDate(stamp)) build(stamp);
  });
}

function build(stamp) {
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  console.log(built ? 'Console sources changed: rebuilding…' : 'Building the console (first start)…');
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (res.status !== 0) {
    console.error('next build failed');
    process.exit(res.status ?? 1);
  }
  fs.writeFileSync(stampFile, stamp);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureBuild();

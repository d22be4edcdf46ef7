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

export function ensureBuild() {
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
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

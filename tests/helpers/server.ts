import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface StartedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `bin/start.mjs` (what `npm start` runs) and resolves once it prints its URLs. */
export function startServer(
  env: NodeJS.ProcessEnv,
  verbose = Boolean(process.env.PI_TEST_VERBOSE),
): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    // PI_TEST_API_ONLY=1 skips building and serving the console, for a quick run of API files.
    const args = process.env.PI_TEST_API_ONLY === '1' ? ['--api-only'] : [];
    // PI_TEST_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers (Node refuses it in NODE_OPTIONS).
    const nodeArgs = (process.env.PI_TEST_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bin/start.mjs'), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    };
    let listening = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Only until it listens: scanning the whole log on every chunk grew quadratic with a busy server's log.
      if (listening) return;
      const m = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(out);
      if (m?.[1]) {
        listening = true;
        resolve({ url: m[1], child, output: () => out, stop });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (verbose) process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

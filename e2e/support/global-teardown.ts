import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown() {
  const pid = Number(process.env.PI_E2E_SERVER_PID);
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    // The embedded database must be released before its folder goes.
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
  }
  const dir = process.env.PI_E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const state = process.env.PI_E2E_STATE;
  if (state) fs.rmSync(state, { force: true });
}

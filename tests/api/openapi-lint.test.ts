import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document', () => {
  // Client generators (openapi-typescript, hey-api, Prism) trip over what Redocly warns about.
  it('passes redocly lint with the recommended rules, without a warning', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    dir = await mkdtemp(path.join(os.tmpdir(), 'pi-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, await res.text());

    // Redocly exits 1 on errors; the report on stdout says which either way.
    const { stdout } = await run(
      process.execPath,
      [REDOCLY, 'lint', '--extends', 'recommended', file, '--format', 'json'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const listed = report.problems
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`)
      .join('\n');
    expect(report.problems.length, `redocly lint found:\n${listed}`).toBe(0);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

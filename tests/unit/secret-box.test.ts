import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeKey, KEY_FILE, open, seal, SecretBoxError, secretKey } from '../../lib/connections/secret-box';
import { EnvError, parseEnv } from '../../lib/env';

const dirs: string[] = [];
/** A configuration made of these variables alone (not the test process's own). */
const envOf = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-secret-box-'));
  dirs.push(dir);
  return dir;
}

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals into a versioned form that holds nothing of the plain text, and opens it again', () => {
    const sealed = seal('hunter2 hunter2', key, 'conn-id');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('hunter2');
    expect(open(sealed, key, 'conn-id')).toBe('hunter2 hunter2');
    // A fresh IV each time: equal passwords do not give equal values.
    expect(seal('hunter2 hunter2', key, 'conn-id')).not.toBe(sealed);
    expect(open(seal('', key), key)).toBe('');
    expect(open(seal('pässwörd ✓', key), key)).toBe('pässwörd ✓');
  });

  it('refuses another key, another context, altered values and unknown versions', () => {
    const sealed = seal('secret', key, 'a');
    expect(() => open(sealed, randomBytes(32), 'a')).toThrow(SecretBoxError);
    expect(() => open(sealed, key, 'b')).toThrow(SecretBoxError);
    const [v, iv, tag, ct] = sealed.split(':');
    const flipped = Buffer.from(ct ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => open([v, iv, tag, flipped.toString('base64url')].join(':'), key, 'a')).toThrow(SecretBoxError);
    expect(() => open(`v2:${iv}:${tag}:${ct}`, key, 'a')).toThrow(/known version/);
    expect(() => open('secret', key)).toThrow(SecretBoxError);
  });

  it('takes PI_SECRET_KEY as hex or base64, and hides a malformed one in the error', () => {
    const raw = randomBytes(32);
    for (const text of [raw.toString('hex'), raw.toString('base64'), raw.toString('base64url')]) {
      expect(decodeKey(text).equals(raw)).toBe(true);
      expect(secretKey(envOf({ PI_SECRET_KEY: text, PI_DATA_DIR: tempDir() })).equals(raw)).toBe(true);
    }
    expect(() => envOf({ PI_SECRET_KEY: 'too-short-to-be-a-key' })).toThrow(EnvError);
    expect(() => envOf({ PI_SECRET_KEY: 'too-short-to-be-a-key' })).not.toThrow(/too-short/);
  });

  it('makes a key file readable only by its owner on first use, and keeps using it', () => {
    const dir = tempDir();
    const e = envOf({ PI_DATA_DIR: dir });
    const first = secretKey(e);
    const file = path.join(dir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(secretKey(e).equals(first)).toBe(true);
    expect(open(seal('pw', first, 'x'), secretKey(e), 'x')).toBe('pw');
  });

  it('leaves a missing key file missing when asked only to read', () => {
    const dir = tempDir();
    expect(() => secretKey(envOf({ PI_DATA_DIR: dir }), { create: false })).toThrow(/PI_SECRET_KEY/);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
  });

  it('explains an unreadable key file instead of quietly making a new key', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, KEY_FILE), 'garbage\n');
    expect(() => secretKey(envOf({ PI_DATA_DIR: dir }))).toThrow(/PI_SECRET_KEY/);
  });
});

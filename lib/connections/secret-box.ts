import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, env as processEnv, type Env } from '../env';

/**
 * Credentials of connections (IMAP passwords) are stored encrypted with
 * AES-256-GCM, so a database dump or backup alone does not give away
 * mailboxes. The key lives outside the database: PI_SECRET_KEY, or else a
 * file in the data folder made on first use.
 *
 * Sealed form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. The version
 * lets a later format (or key rotation) sit next to this one.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secret.key';

/** A sealed secret that cannot be opened: wrong key, tampered, or not a sealed value at all. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** Decodes a key given as 64 hex digits or base64/base64url of 32 bytes. */
export function decodeKey(text: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== KEY_BYTES) throw new SecretBoxError(`the secret key must be ${KEY_BYTES} bytes`);
  return bytes;
}

/**
 * The deployment's key: PI_SECRET_KEY when set, else `secret.key` in the
 * data folder, created (mode 0600) when missing unless `create` is false.
 * Several servers on one PostgreSQL with separate data folders must share
 * PI_SECRET_KEY.
 */
export function secretKey(e: Env = processEnv(), opts: { create?: boolean } = {}): Buffer {
  if (e.PI_SECRET_KEY) return decodeKey(e.PI_SECRET_KEY);
  const file = path.join(dataDir(e), KEY_FILE);
  try {
    return decodeKey(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if (!isMissing(err)) throw keyFileError(file, err);
    // A reader (the server) must not invent a key that opens nothing: only `pi connections add` makes one.
    if (opts.create === false) throw keyFileError(file, err);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': of two processes creating it at once, one writes and the other reads the winner's key.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
  }
  try {
    return decodeKey(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw keyFileError(file, err);
  }
}

const isMissing = (err: unknown) => err instanceof Error && 'code' in err && err.code === 'ENOENT';

const keyFileError = (file: string, err: unknown) =>
  new SecretBoxError(
    `cannot read the secret key in ${file} (${err instanceof Error ? err.message : String(err)}); ` +
      'restore it or set PI_SECRET_KEY: without it stored connection passwords cannot be read',
  );

/**
 * Encrypts `plain`. `context` (e.g. the connection's publicId) is bound to the
 * result as associated data, so a sealed value copied onto another row does
 * not open there.
 */
export function seal(plain: string, key: Buffer, context = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

/** Decrypts what `seal` made with the same key and context. */
export function open(sealed: string, key: Buffer, context = ''): string {
  const [version, iv, tag, ct, ...rest] = sealed.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ct === undefined || rest.length > 0) {
    throw new SecretBoxError('not a sealed secret of a known version');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError('malformed sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // GCM says only "unable to authenticate": the key differs or the value was altered.
    throw new SecretBoxError('the sealed secret does not open with this key (a different key, or altered)');
  }
}

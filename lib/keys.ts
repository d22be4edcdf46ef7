import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const KEY_PATTERN = /^pi_[A-Za-z0-9]{40}$/;

/** `pi_` + 40 base62 characters, drawn without modulo bias. */
export function generateApiKey(): string {
  let out = '';
  while (out.length < 40) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < 40) out += ALPHABET[byte % 62];
    }
  }
  return `pi_${out}`;
}

/** Only this hash is stored; lookups compare hashes. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Enough of a key to tell keys apart in `pi keys list`, too little to use. */
export function keyPrefix(key: string): string {
  return key.slice(0, 7);
}

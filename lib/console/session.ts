import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'pi_session';
export const SESSION_MAX_AGE_S = 7 * 24 * 3600;

/** Sign-in is on exactly when a console password is configured. */
export function consolePassword(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.PI_CONSOLE_PASSWORD || undefined;
}

// Derived from the password, so changing it signs everyone out.
function macKey(password: string): Buffer {
  return createHash('sha256').update(`pi-console-session\0${password}`).digest();
}

function mac(password: string, payload: string): string {
  return createHmac('sha256', macKey(password)).update(payload).digest('base64url');
}

export function passwordMatches(password: string, attempt: string): boolean {
  const a = createHash('sha256').update(password).digest();
  const b = createHash('sha256').update(attempt).digest();
  return timingSafeEqual(a, b);
}

/** `v1.<expiry seconds>.<nonce>.<mac>` */
export function createSession(password: string, now = Date.now()): string {
  const payload = `v1.${Math.floor(now / 1000) + SESSION_MAX_AGE_S}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(password, payload)}`;
}

export function verifySession(password: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const cut = token.lastIndexOf('.');
  if (cut < 0) return false;
  const payload = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(mac(password, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [version, expiry] = payload.split('.');
  return version === 'v1' && Number(expiry) * 1000 > now;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Paths reachable without a session: the sign-in page and the static assets it needs. */
export function isPublicConsolePath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname.startsWith('/_next/static/') ||
    pathname === '/favicon.ico' ||
    pathname === '/icon.svg'
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

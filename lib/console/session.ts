import { createHash, timingSafeEqual } from 'node:crypto';
import { env, type Env } from '../env';

export const SESSION_COOKIE = 'pi_session';
export const SESSION_MAX_AGE_S = 7 * 24 * 3600;

/** Sign-in is on exactly when a console password is configured. */
export function consolePassword(): string | undefined {
  return env().PI_CONSOLE_PASSWORD;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Sign-in through an OpenID Connect provider is on when its three settings are. */
export function oidcSettings(e: Env = env()): OidcSettings | undefined {
  if (!e.PI_OIDC_ISSUER || !e.PI_OIDC_CLIENT_ID || !e.PI_OIDC_CLIENT_SECRET) return undefined;
  return { issuer: e.PI_OIDC_ISSUER, clientId: e.PI_OIDC_CLIENT_ID, clientSecret: e.PI_OIDC_CLIENT_SECRET };
}

/** Sign-in is on when either way of signing in is configured. */
export const signInEnabled = () => Boolean(consolePassword() || oidcSettings());

export function passwordMatches(password: string, attempt: string): boolean {
  const a = createHash('sha256').update(password).digest();
  const b = createHash('sha256').update(attempt).digest();
  return timingSafeEqual(a, b);
}

/** A cookie's value, or undefined when absent or not decodable: a bad cookie is simply no session. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
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

const ORIGIN = 'http://pi.invalid';

/**
 * Where to go after signing in: only a same-origin path that URL parsing
 * leaves exactly as it is. Tabs, newlines, backslashes, `/.//host`, encoded
 * tricks and non-ASCII all change under parsing, so they all end at `/`.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}` === value ? value : '/';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

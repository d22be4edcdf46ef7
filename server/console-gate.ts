import type http from 'node:http';
import type { Logger } from 'pino';
import { CONSOLE_API_PREFIX, matchOperation, notFoundBody } from '../lib/console/proxy';
import {
  clientAddress,
  isConsoleRequestHost,
  isSameOrigin,
  requestHost,
  type OriginPolicy,
} from '../lib/console/origin';
import {
  isPublicConsolePath,
  passwordMatches,
  readCookie,
  safeNextPath,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
} from '../lib/console/session';
import type { SessionStore } from '../lib/console/session-store';
import { MEMBER_HEADER } from '../lib/console/upstream-core';
import type { BucketStore } from '../lib/limits/buckets';
import { signInLimiter, type SignInLimits } from '../lib/limits/sign-in';
import { escapeHtml, OIDC_CALLBACK_PATH, OIDC_START_PATH, type OidcSignIn } from './console-oidc';

export interface GateOptions {
  password: string | undefined;
  /** Sign-in through an OpenID Connect provider, when configured. */
  oidc?: OidcSignIn;
  sessions: SessionStore;
  buckets: BucketStore;
  origin: OriginPolicy;
  /** Sign-in attempts per client address (then refused) and in all (then slowed), per minute. */
  signIn: SignInLimits;
  /** Set the cookie's Secure flag (the console is served over https). */
  secureCookie: boolean;
  log: Logger;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_LIMIT = 8 * 1024;

function send(res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body = ''): void {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

const sendJson = (res: http.ServerResponse, status: number, error: string, code: string, extra = {}) =>
  send(res, status, { 'content-type': 'application/json', ...extra }, JSON.stringify({ error, code }));

const misdirected = (host: string | undefined) =>
  `This console does not answer for the host ${JSON.stringify((host ?? '').slice(0, 255))}. ` +
  "Open it at localhost or APP_BASE_URL's host, or list the host in PI_ALLOWED_HOSTS.";

function sessionCookie(value: string, maxAge: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/**
 * Everything the console decides before Next.js sees a request: the host it
 * answers for, the proxy's route table, same-origin changes, sign-in and
 * sign-out, and the session check. Resolves true when Next.js should render
 * the request.
 */
export function consoleGate(opts: GateOptions) {
  const { password, sessions, oidc } = opts;
  /** What a live session may have been made under: the shared password, the identity provider. */
  const credentials = [password, oidc?.credential].filter((c): c is string => c !== undefined);
  const limiter = signInLimiter(opts.buckets, opts.signIn);

  async function readForm(req: http.IncomingMessage): Promise<URLSearchParams | undefined> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > FORM_LIMIT) return undefined;
      chunks.push(chunk);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function signIn(req: http.IncomingMessage, res: http.ServerResponse, pw: string): Promise<void> {
    // Throttled before the password is even read: an address past its own limit is refused;
    // past the overall limit every attempt waits first, so no one can lock the right password out.
    const address = clientAddress(req, opts.origin);
    const turn = await limiter.turn(address);
    if (turn.refused) {
      opts.log.warn({ address }, 'sign-in throttled');
      const seconds = turn.retryAfterSeconds;
      return send(
        res,
        429,
        { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(seconds) },
        `<!doctype html><title>Too many attempts</title><p>Too many sign-in attempts. Try again in ${seconds} seconds. <a href="/login">Back to sign-in</a></p>`,
      );
    }
    if (turn.delayMs > 0) {
      const gone = new AbortController();
      const leave = () => gone.abort();
      res.once('close', leave);
      const waited = await limiter.wait(turn.delayMs, gone.signal);
      res.off('close', leave);
      opts.log.warn(
        { address, delayMs: waited ? turn.delayMs : 0 },
        waited ? 'sign-in slowed' : 'sign-in not slowed: too many attempts waiting',
      );
      if (gone.signal.aborted) return;
    }
    const form = await readForm(req);
    if (!form) return sendJson(res, 413, 'The sign-in form is too large', 'payload_too_large');
    const next = safeNextPath(form.get('next'));
    if (!passwordMatches(pw, form.get('password') ?? '')) {
      return send(res, 303, { location: `/login?error=wrong&next=${encodeURIComponent(next)}` });
    }
    const token = await sessions.create(pw);
    send(res, 303, { location: next, 'set-cookie': sessionCookie(token, SESSION_MAX_AGE_S, opts.secureCookie) });
  }

  async function signOut(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    await sessions.revoke(readCookie(req.headers.cookie, SESSION_COOKIE));
    const location = credentials.length > 0 ? '/login' : '/';
    send(res, 303, { location, 'set-cookie': sessionCookie('', 0, opts.secureCookie) });
  }

  /**
   * The provider's answer. The landing page then goes on by itself: a Strict
   * cookie set during a cross-site redirect chain is not sent on the chain's
   * next hop, but is on a navigation this page starts.
   */
  async function oidcCallback(req: http.IncomingMessage, res: http.ServerResponse, flow: OidcSignIn): Promise<void> {
    const done = await flow.callback(req, res);
    if (!done) return;
    const cookies = [sessionCookie(done.token, SESSION_MAX_AGE_S, opts.secureCookie), done.clearFlow];
    const href = escapeHtml(done.next);
    send(
      res,
      200,
      { 'content-type': 'text/html; charset=utf-8', 'set-cookie': cookies },
      `<!doctype html><html lang="en"><meta http-equiv="refresh" content="0;url=${href}"><title>Signed in</title>` +
        `<p>Signed in. <a href="${href}">Continue to the console</a></p></html>`,
    );
  }

  return async function admit(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const method = req.method ?? 'GET';
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    // Only this gate names the member a request acts for, never the browser.
    delete req.headers[MEMBER_HEADER];
    // First, signed in or not: a rebound page's Origin matches its Host, so no later check would notice it.
    if (!isConsoleRequestHost(req, opts.origin)) {
      sendJson(res, 421, misdirected(requestHost(req, opts.origin)), 'misdirected_request');
      return false;
    }
    // The proxy matches operations on the path exactly as the browser sent it.
    req.headers['x-pi-raw-path'] = pathname;
    if (pathname.startsWith(`${CONSOLE_API_PREFIX}/`) && !matchOperation(method, pathname)) {
      sendJson(res, 404, notFoundBody(method, pathname).error, 'not_found');
      return false;
    }
    if (!SAFE.has(method) && !isSameOrigin(req, opts.origin)) {
      sendJson(res, 403, 'Changes must come from the console itself (same-origin Origin header required)', 'forbidden');
      return false;
    }
    if (method === 'POST' && pathname === '/logout') {
      await signOut(req, res);
      return false;
    }
    if (credentials.length === 0) {
      if (method === 'POST' && pathname === '/login') send(res, 303, { location: '/' });
      return !(method === 'POST' && pathname === '/login');
    }
    if (method === 'POST' && pathname === '/login') {
      if (password) await signIn(req, res, password);
      else send(res, 303, { location: '/login' });
      return false;
    }
    if (oidc && method === 'GET' && pathname === OIDC_START_PATH) {
      await oidc.start(req, res);
      return false;
    }
    if (oidc && method === 'GET' && pathname === OIDC_CALLBACK_PATH) {
      await oidcCallback(req, res, oidc);
      return false;
    }
    if (isPublicConsolePath(pathname)) return true;
    const session = await sessions.verify(credentials, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (session) {
      if (session.memberId !== null) req.headers[MEMBER_HEADER] = String(session.memberId);
      return true;
    }
    if (pathname.startsWith(`${CONSOLE_API_PREFIX}/`) || !SAFE.has(method)) {
      sendJson(res, 401, 'Sign in to the console first', 'unauthorized');
    } else {
      send(res, 303, { location: `/login?next=${encodeURIComponent(req.url ?? '/')}` });
    }
    return false;
  };
}

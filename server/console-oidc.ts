import type http from 'node:http';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import { ensureMemberKey, memberByEmail, workspaceOfKey } from '../lib/admin/member-keys';
import { secretKey } from '../lib/connections/secret-box';
import type { Db } from '../lib/db/client';
import { isLoopbackHost, readCookie, safeNextPath, type OidcSettings } from '../lib/console/session';
import type { SessionStore } from '../lib/console/session-store';
import { upstream } from '../lib/console/upstream-core';

export const OIDC_START_PATH = '/login/oidc';
export const OIDC_CALLBACK_PATH = '/login/oidc/callback';
const FLOW_COOKIE = 'pi_oidc';
const FLOW_MAX_AGE_S = 600;

/** Where the sign-in came from and what proves the answer belongs to it (state, nonce, PKCE verifier). */
interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
}

export interface OidcOptions {
  settings: OidcSettings;
  sessions: SessionStore;
  db: Db;
  /** APP_BASE_URL: the redirect URI's origin; else the request's Host, which the gate has checked. */
  appBaseUrl: string | undefined;
  secureCookie: boolean;
  log: Logger;
}

export interface OidcSignIn {
  /** What its sessions are tagged with: a change of provider or client ends them. No environment value holds NUL. */
  credential: string;
  start(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** Signs the member in and answers the session to set, or answers the refusal itself. */
  callback(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{ token: string; next: string; clearFlow: string } | undefined>;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page of the server's own (a refusal or a failure), with a way back to sign-in. */
function sendPage(res: http.ServerResponse, status: number, title: string, text: string, headers = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(
    `<!doctype html><html lang="en"><title>${escapeHtml(title)}</title><main><h1>${escapeHtml(title)}</h1>` +
      `<p>${escapeHtml(text)}</p><p><a href="/login">Back to sign-in</a></p></main></html>`,
  );
}

function flowCookie(value: string, maxAge: number, secure: boolean): string {
  // Lax, not Strict: the provider's redirect back is a cross-site navigation that must carry it.
  return `${FLOW_COOKIE}=${value}; Path=${OIDC_START_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

function readFlow(header: string | undefined): Flow | undefined {
  const raw = readCookie(header, FLOW_COOKIE);
  if (!raw || raw.length > 2048) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flow>;
    const { state, nonce, verifier, next } = flow;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return undefined;
    return { state, nonce, verifier, next: safeNextPath(next) };
  } catch {
    return undefined;
  }
}

/** The email the provider vouches for: the ID token's, else the userinfo endpoint's; none when marked unverified. */
async function verifiedEmail(
  config: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<string | undefined> {
  const claims = tokens.claims();
  if (!claims) return undefined;
  let email = claims.email;
  let verified = claims.email_verified;
  if (typeof email !== 'string') {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = info.email;
    verified = info.email_verified;
  }
  return typeof email === 'string' && verified !== false ? email : undefined;
}

/**
 * Sign-in through the firm's OpenID Connect provider: the authorization code
 * flow with PKCE, state and nonce (openid-client). The email the provider
 * vouches for must be a member of the console key's workspace; the session
 * then acts with that member's own key, made on first sign-in.
 */
export function oidcSignIn(opts: OidcOptions): OidcSignIn {
  const { settings, log } = opts;
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(settings.issuer);
    // Plain http only for a provider on this machine (development and tests).
    const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
    discovered ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };
  const redirectUri = (req: http.IncomingMessage) =>
    new URL(OIDC_CALLBACK_PATH, opts.appBaseUrl ?? `http://${req.headers.host ?? 'localhost'}`);
  const unavailable = (res: http.ServerResponse, err: unknown) => {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'identity provider unavailable');
    sendPage(res, 502, 'Sign-in is unavailable', 'The identity provider does not answer. Try again in a minute.');
  };

  const credential = `\u0000oidc\u0000${settings.issuer}\u0000${settings.clientId}`;
  return {
    credential,

    async start(req, res) {
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch (err) {
        return unavailable(res, err);
      }
      const query = new URL(req.url ?? '/', 'http://pi.invalid').searchParams;
      const flow: Flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        next: safeNextPath(query.get('next')),
      };
      const target = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(req).href,
        scope: 'openid email',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      const cookie = flowCookie(
        Buffer.from(JSON.stringify(flow)).toString('base64url'),
        FLOW_MAX_AGE_S,
        opts.secureCookie,
      );
      res.writeHead(303, { location: target.href, 'set-cookie': cookie, 'cache-control': 'no-store' });
      res.end();
    },

    async callback(req, res) {
      const flow = readFlow(req.headers.cookie);
      const clear = { 'set-cookie': flowCookie('', 0, opts.secureCookie) };
      if (!flow) {
        sendPage(
          res,
          400,
          'Sign-in expired',
          'This sign-in was not started here or took too long. Start again.',
          clear,
        );
        return undefined;
      }
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch (err) {
        unavailable(res, err);
        return undefined;
      }
      const current = redirectUri(req);
      current.search = new URL(req.url ?? '/', 'http://pi.invalid').search;
      let email: string | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        email = await verifiedEmail(config, tokens);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'OpenID Connect sign-in refused');
        sendPage(res, 400, 'Sign-in failed', 'The identity provider did not confirm this sign-in. Start again.', clear);
        return undefined;
      }
      if (!email) {
        sendPage(res, 403, 'Not signed in', 'The identity provider gave no verified email address.', clear);
        return undefined;
      }
      const consoleKey = upstream().key;
      const workspaceId = consoleKey ? await workspaceOfKey(opts.db, consoleKey) : undefined;
      const memberId = workspaceId === undefined ? undefined : await memberByEmail(opts.db, workspaceId, email);
      if (memberId === undefined) {
        log.warn({ workspaceId }, 'OpenID Connect sign-in of an email that is no member');
        sendPage(
          res,
          403,
          'Not a member of this workspace',
          `You signed in as ${email}, which is not a member of this workspace. ` +
            'Ask an admin of the workspace to add you, then sign in again.',
          clear,
        );
        return undefined;
      }
      await ensureMemberKey(opts.db, memberId, secretKey());
      const token = await opts.sessions.create(credential, new Date(), memberId);
      return { token, next: flow.next, clearFlow: clear['set-cookie'] };
    },
  };
}

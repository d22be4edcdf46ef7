'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  consolePassword,
  createSession,
  passwordMatches,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
} from '@/lib/console/session';

export interface SignInState {
  error?: string;
}

/** Only same-site paths, so `next` cannot send people elsewhere. */
function safeNext(value: FormDataEntryValue | null): string {
  const next = typeof value === 'string' ? value : '/';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

function secureCookies(): boolean {
  return (process.env.APP_BASE_URL ?? '').startsWith('https:');
}

export async function signIn(_prev: SignInState, form: FormData): Promise<SignInState> {
  const password = consolePassword();
  if (!password) redirect('/');
  const attempt = form.get('password');
  if (typeof attempt !== 'string' || !passwordMatches(password, attempt)) {
    return { error: 'That password is not right.' };
  }
  (await cookies()).set(SESSION_COOKIE, createSession(password), {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(),
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
  });
  redirect(safeNext(form.get('next')));
}

export async function signOut(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
  redirect('/login');
}

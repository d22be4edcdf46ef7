import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { consolePassword, oidcSettings, safeNextPath, signInEnabled } from '@/lib/console/session';
import { SignInForm } from '@/components/auth/sign-in-form';

// Sign-in depends on the server's environment, never on the build's.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in · Portfolio Intelligence' };

type Search = { next?: string | string[]; error?: string | string[] };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const password = Boolean(consolePassword());
  const oidc = Boolean(oidcSettings());
  if (!signInEnabled()) redirect('/');
  const { next, error } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <SignInForm
        next={safeNextPath(next)}
        error={typeof error === 'string' ? error : undefined}
        password={password}
        oidc={oidc}
      />
    </main>
  );
}

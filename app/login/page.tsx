import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { consolePassword } from '@/lib/console/session';
import { SignInForm } from '@/components/auth/sign-in-form';

// Sign-in depends on the server's environment, never on the build's.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in · Portfolio Intelligence' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  if (!consolePassword()) redirect('/');
  const { next } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <SignInForm next={typeof next === 'string' ? next : '/'} />
    </main>
  );
}

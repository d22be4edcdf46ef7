import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { UploadLauncher } from '@/components/uploads/upload-launcher';
import { CompanyJump } from './company-jump';
import { CurrentMember } from './current-member';
import { LiveUpdates } from './live-updates';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';

export function AppShell({ children, signInEnabled }: { children: ReactNode; signInEnabled: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-zinc-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
          <Link href="/" className="shrink-0 font-semibold tracking-tight">
            Portfolio Intelligence
          </Link>
          <MainNav />
          <div className="ml-auto flex items-center gap-2">
            <CompanyJump />
            <UploadLauncher />
            <ThemeToggle />
            <CurrentMember />
            {signInEnabled ? (
              <form method="post" action="/logout">
                <Button type="submit" variant="ghost" size="sm">
                  Sign out
                </Button>
              </form>
            ) : null}
          </div>
        </div>
      </header>
      <LiveUpdates renderedAt={new Date().toISOString()} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

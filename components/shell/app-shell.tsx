import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { UploadLauncher } from '@/components/uploads/upload-launcher';
import { CompanyJump } from './company-jump';
import { CurrentMember } from './current-member';
import { LiveUpdates } from './live-updates';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
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
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          <MobileNav signInEnabled={signInEnabled} />
          <Link href="/" className="min-w-0 truncate font-semibold tracking-tight xl:shrink-0">
            Portfolio Intelligence
          </Link>
          <MainNav />
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            <CompanyJump />
            <UploadLauncher />
            <ThemeToggle />
            {/* Below xl the menu shows who is signed in, and signs out. */}
            <CurrentMember className="hidden 2xl:inline" />
            {signInEnabled ? (
              <form method="post" action="/logout" className="hidden xl:block">
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

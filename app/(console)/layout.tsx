import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { signInEnabled } from '@/lib/console/session';

// Every console page depends on run-time state (sign-in, the API), never on the build's.
export const dynamic = 'force-dynamic';

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <AppShell signInEnabled={signInEnabled()}>{children}</AppShell>;
}

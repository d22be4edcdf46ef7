'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useWaitingCount } from '@/components/review/use-waiting-count';
import { plural } from '@/lib/format/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { NAV_LINKS } from './nav-destinations';

/** The main navigation's links: a row in the header, a column in the menu. */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  return NAV_LINKS.map((link) => {
    const active =
      link.href === '/' ? pathname === '/' : pathname === link.href || pathname.startsWith(`${link.href}/`);
    return (
      <Link
        key={link.href}
        href={link.href}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex shrink-0 items-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-900 dark:hover:text-zinc-100',
          vertical && 'py-2.5 text-base',
          active && 'bg-zinc-100 text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100',
        )}
      >
        {link.label}
        {link.href === '/review' && hydrated ? <WaitingBadge /> : null}
      </Link>
    );
  });
}

/**
 * Mounted only after hydration: a query the navigation created while the
 * server renders would be there, empty, before the page's HydrationBoundary,
 * which then leaves the page's own prefetched counts out of the HTML.
 */
function WaitingBadge() {
  const waiting = useWaitingCount();
  if (!waiting) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="review-count"
        className="ml-1.5 rounded-full bg-zinc-900 px-1.5 py-0.5 text-xs text-zinc-50 tabular-nums dark:bg-zinc-50 dark:text-zinc-900"
      >
        {waiting > 999 ? '999+' : waiting}
      </span>
      <span className="sr-only">, {plural(waiting, 'value')} waiting</span>
    </>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useWaitingCount } from '@/components/review/use-waiting-count';
import { plural } from '@/lib/format/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/review', label: 'Review' },
  { href: '/companies', label: 'Companies' },
  { href: '/funds', label: 'Funds' },
  { href: '/trackers', label: 'Trackers' },
  { href: '/meetings', label: 'Meetings' },
  { href: '/search', label: 'Search' },
  { href: '/connections', label: 'Connections' },
];

export function MainNav() {
  const pathname = usePathname();
  const hydrated = useHydrated();
  return (
    <nav aria-label="Main" className="flex items-center gap-1 overflow-x-auto">
      {LINKS.map((link) => {
        const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-900 dark:hover:text-zinc-100',
              active && 'bg-zinc-100 text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100',
            )}
          >
            {link.label}
            {link.href === '/review' && hydrated ? <WaitingBadge /> : null}
          </Link>
        );
      })}
    </nav>
  );
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

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/companies', label: 'Companies' },
  { href: '/funds', label: 'Funds' },
  { href: '/trackers', label: 'Trackers' },
  { href: '/meetings', label: 'Meetings' },
  { href: '/connections', label: 'Connections' },
];

export function MainNav() {
  const pathname = usePathname();
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
          </Link>
        );
      })}
    </nav>
  );
}

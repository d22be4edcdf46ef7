'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

const TABS = [
  { segment: '', label: 'Profile' },
  { segment: '/notes', label: 'Notes' },
  { segment: '/touchpoints', label: 'Touchpoints' },
  { segment: '/trackers', label: 'Trackers' },
] as const;

export function CompanyTabs({ companyId }: { companyId: string }) {
  const pathname = usePathname();
  const base = `/companies/${companyId}`;
  return (
    <nav aria-label="Company sections" className="border-b border-zinc-200 dark:border-zinc-800">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map((tab) => {
          const href = `${base}${tab.segment}`;
          // Profile is the bare company path; the others also own their sub-pages.
          const active = tab.segment ? pathname === href || pathname.startsWith(`${href}/`) : pathname === href;
          return (
            <li key={tab.label}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-zinc-600',
                  'hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-700 dark:hover:text-zinc-100',
                  'focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:outline-none dark:focus-visible:ring-zinc-300',
                  active && 'border-zinc-900 text-zinc-900 dark:border-zinc-100 dark:text-zinc-100',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

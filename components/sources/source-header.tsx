import Link from 'next/link';
import type { ReactNode } from 'react';
import { CalendarDays, ChevronRight, FileText, Layers, Mail, StickyNote, Waypoints } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { SourceType } from '@/lib/sources/types';
import { TYPE_LABELS } from './format';

const ICONS: Record<SourceType, typeof Mail> = {
  email: Mail,
  file: FileText,
  element: Layers,
  meeting: CalendarDays,
  note: StickyNote,
  touchpoint: Waypoints,
};

export interface Crumb {
  href: string;
  label: string;
}

/**
 * The breadcrumb trail from the company down to this item (whose type ends
 * it), then the item's title: where a permalink landed, and the way back up.
 */
export function SourceHeader({
  type,
  title,
  crumbs,
  children,
}: {
  type: SourceType;
  /** Text, or text with a quoted passage marked (an email's subject may report a cited figure). */
  title: ReactNode;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  const Icon = ICONS[type];
  return (
    <header className="mb-6 space-y-3">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
          <li>
            <Link href="/companies" className="hover:text-zinc-900 hover:underline dark:hover:text-zinc-100">
              Companies
            </Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
              <Link
                href={crumb.href}
                className="max-w-[28ch] truncate hover:text-zinc-900 hover:underline dark:hover:text-zinc-100"
              >
                {crumb.label}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
            <span aria-current="page" className="font-medium text-zinc-900 dark:text-zinc-100">
              {TYPE_LABELS[type]}
            </span>
          </li>
        </ol>
      </nav>
      <div className="space-y-2">
        <Badge variant="outline">
          <Icon aria-hidden="true" />
          {TYPE_LABELS[type]}
        </Badge>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        {children}
      </div>
    </header>
  );
}

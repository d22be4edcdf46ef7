import Link from 'next/link';
import type { TouchpointRef } from '@/lib/sources/common';
import { companyHref, sourceHref } from '@/lib/sources/links';
import { DateTime, touchpointTitle } from './format';
import { linkClass, Nothing, Section } from './section';

/** The touchpoints an item belongs to: where it sits in its company's history. */
export function GroupingTouchpoints({ touchpoints }: { touchpoints: TouchpointRef[] }) {
  return (
    <Section id="touchpoints" title="Touchpoints">
      {touchpoints.length === 0 ? (
        <Nothing>No touchpoint groups this item.</Nothing>
      ) : (
        <ul className="space-y-2 text-sm">
          {touchpoints.map((t) => (
            <li key={t.publicId} className="flex flex-wrap items-baseline gap-x-2">
              <Link href={sourceHref('touchpoint', t.publicId)} className={linkClass}>
                {touchpointTitle(t.headline)}
              </Link>
              <span className="text-zinc-600 dark:text-zinc-400">
                <Link href={companyHref(t.company.publicId)} className="hover:underline">
                  {t.company.name}
                </Link>
                {' · '}
                <DateTime iso={t.occurredAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function CompanyLink({ company }: { company: { publicId: string; name: string } }) {
  return (
    <Link href={companyHref(company.publicId)} className={linkClass}>
      {company.name}
    </Link>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { hitHref } from '@/components/search/hit-snippet';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useActiveOption } from '@/lib/hooks/use-active-option';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { companyListQuery } from '@/lib/console/query-options/companies';
import { searchQuery } from '@/lib/console/query-options/search';
import { cn } from '@/lib/utils';

interface Option {
  id: string;
  label: string;
  detail?: string;
  href: string;
}

/** Everything but companies, which the box lists by name above: the top hits of GET /search. */
const HIT_TYPES = ['email', 'element', 'meeting', 'note', 'insight'] as const;
const HIT_KIND = {
  email: 'Email',
  element: 'File',
  meeting: 'Meeting',
  note: 'Note',
  insight: 'Insight',
  company: 'Company',
};

/** The jump box: companies by name, then the best hits of everything else; company-jump.tsx loads it on first use. */
export function CompanyJumpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 150);
  const companies = useQuery({ ...companyListQuery({ search, limit: 8 }), enabled: open && search.length > 0 });
  const hits = useQuery({
    ...searchQuery({ q: search, type: [...HIT_TYPES], limit: 5 }),
    enabled: open && search.length > 0,
  });
  const options: Option[] = search
    ? [
        ...(companies.data?.items ?? []).map((c) => ({
          id: `jump-${c.publicId}`,
          label: c.name,
          detail: c.primaryDomain ?? undefined,
          href: `/companies/${c.publicId}`,
        })),
        ...(hits.data?.items ?? []).map((h) => ({
          id: `hit-${h.type}-${h.publicId}`,
          label: h.title || 'Untitled',
          detail: [HIT_KIND[h.type], h.companyName].filter(Boolean).join(' · '),
          href: hitHref(h),
        })),
        {
          id: 'search-all',
          label: `Search everything for “${search}”`,
          href: `/search?q=${encodeURIComponent(search)}`,
        },
      ]
    : [];

  const go = (option: Option) => {
    onOpenChange(false);
    setText('');
    router.push(option.href);
  };
  const { active, setActive, onKeyDown } = useActiveOption(options, go);
  const fetching = companies.isFetching || hits.isFetching;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setText('');
      }}
    >
      <DialogContent className="top-24 translate-y-0 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Jump to a company</DialogTitle>
          <DialogDescription>Type a name, a domain or any words, then press Enter.</DialogDescription>
        </DialogHeader>
        <Input
          autoFocus
          aria-label="Company name"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls="company-jump-results"
          aria-activedescendant={options[active]?.id}
          placeholder="Company name or words…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id="company-jump-results"
          role="listbox"
          aria-label="Companies and hits"
          className="max-h-80 overflow-y-auto"
        >
          {options.map((o, i) => (
            <li
              key={o.id}
              id={o.id}
              role="option"
              aria-selected={i === active}
              className={cn(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                i === active && 'bg-zinc-100 dark:bg-zinc-800',
              )}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(o)}
            >
              <span className="font-medium">{o.label}</span>
              {o.detail ? <span className="ml-2 text-zinc-600 dark:text-zinc-400">{o.detail}</span> : null}
            </li>
          ))}
        </ul>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {companies.isError
            ? 'Search failed; keep typing to retry.'
            : search && !fetching && options.length <= 1
              ? 'Nothing matches by name or words.'
              : fetching
                ? 'Searching…'
                : ''}
        </p>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useActiveOption } from '@/lib/hooks/use-active-option';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { companyListQuery } from '@/lib/console/query-options/companies';
import { cn } from '@/lib/utils';

/** The jump-to-company box; company-jump.tsx loads it on first use. */
export function CompanyJumpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 150);
  const { data, isFetching, isError } = useQuery({
    ...companyListQuery({ search, limit: 8 }),
    enabled: open && search.length > 0,
  });
  const results = search ? (data?.items ?? []) : [];

  const go = (publicId: string) => {
    onOpenChange(false);
    setText('');
    router.push(`/companies/${publicId}`);
  };
  const { active, setActive, onKeyDown } = useActiveOption(results, (hit) => go(hit.publicId));

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
          <DialogDescription>Type a name or domain, then press Enter.</DialogDescription>
        </DialogHeader>
        <Input
          autoFocus
          aria-label="Company name"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="company-jump-results"
          aria-activedescendant={results[active] ? `jump-${results[active].publicId}` : undefined}
          placeholder="Company name…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id="company-jump-results" role="listbox" aria-label="Companies" className="max-h-72 overflow-y-auto">
          {results.map((c, i) => (
            <li
              key={c.publicId}
              id={`jump-${c.publicId}`}
              role="option"
              aria-selected={i === active}
              className={cn(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                i === active && 'bg-zinc-100 dark:bg-zinc-800',
              )}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(c.publicId)}
            >
              <span className="font-medium">{c.name}</span>
              {c.primaryDomain ? (
                <span className="ml-2 text-zinc-600 dark:text-zinc-400">{c.primaryDomain}</span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {isError
            ? 'Search failed; keep typing to retry.'
            : search && !isFetching && results.length === 0
              ? 'No company matches.'
              : isFetching
                ? 'Searching…'
                : ''}
        </p>
      </DialogContent>
    </Dialog>
  );
}

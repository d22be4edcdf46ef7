'use client';

import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { useActiveOption } from '@/lib/hooks/use-active-option';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { companyListQuery } from '@/lib/console/query-options/companies';
import { cn } from '@/lib/utils';

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Ctrl/Cmd+K opens a jump-to-company box anywhere. `/` focuses the page's own
 * search field (marked `data-page-search`) or, where there is none, opens the box.
 */
export function CompanyJump() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 150);
  const { data, isFetching, isError } = useQuery({
    ...companyListQuery({ search, limit: 8 }),
    enabled: open && search.length > 0,
  });
  const results = search ? (data?.items ?? []) : [];

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !typingInField(e.target)) {
        e.preventDefault();
        const field = document.querySelector<HTMLInputElement>('[data-page-search]');
        if (field) field.focus();
        else setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (publicId: string) => {
    setOpen(false);
    setText('');
    router.push(`/companies/${publicId}`);
  };
  const { active, setActive, onKeyDown } = useActiveOption(results, (hit) => go(hit.publicId));

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        // On narrow screens only the icon shows, so the name must not come from the hidden text.
        aria-label="Jump to company"
        aria-keyshortcuts="Control+K Meta+K"
        className="gap-2 text-zinc-600 dark:text-zinc-400"
      >
        <Search className="size-4" aria-hidden />
        <span className="hidden md:inline">Jump to company</span>
        <Kbd className="hidden md:inline">Ctrl K</Kbd>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
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
    </>
  );
}

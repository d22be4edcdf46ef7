'use client';

import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronDown } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useActiveOption } from '@/lib/hooks/use-active-option';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { companyListQuery } from '@/lib/console/query-options/companies';
import { cn } from '@/lib/utils';

const RESULTS = 10;

interface Option {
  id: string | undefined;
  name: string;
  detail?: string;
}

/**
 * Picks one company by searching (or "All companies"). The trigger is named
 * "Company, <current choice>" through aria-labelledby, so the choice is heard.
 * With `placeholder` a company must be chosen: no "All companies", and the
 * trigger shows the placeholder until one is (the fund's "Add company").
 */
export function CompanyPicker({
  value,
  valueName,
  onChange,
  placeholder,
  triggerRef,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  value: string | undefined;
  valueName: string | undefined;
  /** `name` is the chosen company's, for callers that show it. */
  onChange: (publicId: string | undefined, name?: string) => void;
  placeholder?: string;
  /** In a form: the trigger, which takes focus when the form puts an error on the company. */
  triggerRef?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const { data, isFetching, isError } = useQuery({
    ...companyListQuery({ search: search || undefined, limit: RESULTS }),
    enabled: open,
  });

  const options: Option[] = [
    ...(value && placeholder === undefined ? [{ id: undefined, name: 'All companies' }] : []),
    ...(data?.items ?? []).map((c) => ({ id: c.publicId, name: c.name, detail: c.primaryDomain })),
  ];

  const choose = (option: Option) => {
    onChange(option.id, option.id ? option.name : undefined);
    setOpen(false);
    setText('');
  };
  const { active, setActive, onKeyDown } = useActiveOption(options, choose);

  const current = value ? (valueName ?? 'Loading…') : (placeholder ?? 'All companies');
  return (
    <div className="flex items-center gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        Company
      </span>
      <Popover
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setActive(0);
          if (!o) setText('');
        }}
      >
        <PopoverTrigger asChild>
          <Button
            id={`${id}-trigger`}
            variant="outline"
            ref={triggerRef}
            aria-labelledby={`${id}-label ${id}-trigger`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="min-w-48 justify-between gap-2 font-normal aria-invalid:border-red-600 dark:aria-invalid:border-red-500"
          >
            <span className="flex items-center gap-2 truncate">
              <Building2 aria-hidden="true" />
              {current}
            </span>
            <ChevronDown aria-hidden="true" className="opacity-70" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-80 p-2">
          <Input
            autoFocus
            aria-label="Search companies"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={options[active] ? `${id}-opt-${active}` : undefined}
            placeholder="Company name or domain…"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={`${id}-list`} role="listbox" aria-label="Companies" className="mt-2 max-h-72 overflow-y-auto">
            {options.map((o, i) => (
              <li
                key={o.id ?? 'all'}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn(
                  'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                  i === active && 'bg-zinc-100 dark:bg-zinc-800',
                  o.id === value && 'font-semibold',
                )}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(o)}
              >
                {o.name}
                {o.id === value ? <span className="sr-only"> (current)</span> : null}
                {o.detail ? <span className="ml-2 text-zinc-600 dark:text-zinc-400">{o.detail}</span> : null}
              </li>
            ))}
          </ul>
          <p className="px-2 pt-1 text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {isError
              ? 'Search failed; keep typing to retry.'
              : isFetching
                ? 'Searching…'
                : data && data.items.length === 0
                  ? 'No company matches.'
                  : ''}
          </p>
        </PopoverContent>
      </Popover>
    </div>
  );
}

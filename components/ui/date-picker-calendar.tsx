import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { DayPicker, type ChevronProps, type ClassNames, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

const ring =
  'outline-none focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:ring-offset-1 dark:focus-visible:ring-zinc-300 dark:focus-visible:ring-offset-zinc-950';

/**
 * DayPicker in the console's palette, light and dark, without its own
 * stylesheet. The month and year selects sit invisibly over their labels (as
 * DayPicker's own CSS does), so the labels show and the selects take input.
 */
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative text-sm text-zinc-900 dark:text-zinc-50',
  months: 'relative',
  month: 'grid gap-3',
  month_caption: 'flex h-8 items-center pr-20',
  caption_label: 'inline-flex h-8 items-center gap-1 rounded-md px-2 font-medium [&_svg]:size-3.5',
  dropdowns: 'flex items-center gap-1',
  dropdown_root:
    'relative inline-flex rounded-md border border-zinc-300 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-zinc-950 dark:border-zinc-700 dark:has-[:focus-visible]:ring-zinc-300',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer opacity-0',
  nav: 'absolute top-0 right-0 z-20 flex items-center gap-1',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
  button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-9 text-xs font-normal text-zinc-600 dark:text-zinc-400',
  week: '',
  day: 'size-9 p-0 text-center',
  day_button: cn(
    'inline-flex size-9 items-center justify-center rounded-md tabular-nums hover:bg-zinc-100 dark:hover:bg-zinc-800',
    'disabled:cursor-not-allowed disabled:hover:bg-transparent',
    ring,
  ),
  selected:
    '[&>button]:bg-zinc-900 [&>button]:text-zinc-50 [&>button]:hover:bg-zinc-800 dark:[&>button]:bg-zinc-50 dark:[&>button]:text-zinc-900 dark:[&>button]:hover:bg-zinc-200',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
  outside: 'text-zinc-600 dark:text-zinc-400',
  disabled: 'text-zinc-400 dark:text-zinc-600',
  hidden: 'invisible',
  footer: 'pt-2 text-xs text-zinc-600 dark:text-zinc-400',
};

const CHEVRONS = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown } as const;

/** Lucide's chevrons instead of DayPicker's own SVG, to match the rest of the console. */
function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  return <Icon aria-hidden="true" className={cn('size-4', className)} />;
}

/**
 * The calendar of a DatePicker, in its own module so the picker loads it (and
 * react-day-picker) only when it is first opened.
 */
export function Calendar({
  selected,
  defaultMonth,
  onSelect,
  disabled,
  startMonth,
  endMonth,
}: {
  selected: Date | undefined;
  defaultMonth: Date | undefined;
  onSelect: (day: Date) => void;
  disabled: Matcher | Matcher[] | undefined;
  startMonth: Date;
  endMonth: Date;
}) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
      disabled={disabled}
      startMonth={startMonth}
      endMonth={endMonth}
      captionLayout="dropdown"
      // The console's English: "Saturday, 31 October 2026", weeks from Monday.
      locale={enGB}
      showOutsideDays
      classNames={calendarClassNames}
      components={{ Chevron: CalendarChevron }}
    />
  );
}

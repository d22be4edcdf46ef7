'use client';

import type { Table } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ViewOptionsMenu as ViewOptionsMenuType } from './view-options-menu';

export { columnLabel } from './column-label';

const loadMenu = () => import('./view-options-menu');
// lazy() types its component for one row type; the menu is generic over it.
const ViewOptionsMenu = lazy(() =>
  loadMenu().then((m) => ({ default: m.ViewOptionsMenu })),
) as unknown as typeof ViewOptionsMenuType;

/**
 * The Columns menu: shows or hides each column that may be hidden; the choice
 * is kept (useDataTable). Until first pressed it is a plain button, so the
 * menu's code (Radix Menu, floating-ui) is not part of the page's first load;
 * hovering or focusing it fetches that code ahead of the press.
 */
export function DataTableViewOptions<T>({ table }: { table: Table<T> }) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      <Columns3 aria-hidden="true" />
      Columns
    </Button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <ViewOptionsMenu table={table} defaultOpen />
    </Suspense>
  );
}

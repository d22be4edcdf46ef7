'use client';

import type { Table } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { ColumnsButton } from './columns-button';
import type { ViewOptionsMenu as ViewOptionsMenuType } from './view-options-menu';

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
    <ColumnsButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <ViewOptionsMenu table={table} defaultOpen />
    </Suspense>
  );
}

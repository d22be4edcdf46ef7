'use client';

import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { CreateCompanyDialog, EditCompanyDialog } from './company-dialogs';

/**
 * The company dialogs load on first opening: their form brings zod and
 * react-hook-form, which the pages around them do not otherwise need.
 * Once opened they stay mounted, so closing animates and focus returns as before.
 */
const dialogs = () => import('./company-dialogs');
const Create = lazy(() => dialogs().then((m) => ({ default: m.CreateCompanyDialog })));
const Edit = lazy(() => dialogs().then((m) => ({ default: m.EditCompanyDialog })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function LazyCreateCompanyDialog(props: ComponentProps<typeof CreateCompanyDialog>) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <Create {...props} />
    </Suspense>
  ) : null;
}

export function LazyEditCompanyDialog(props: ComponentProps<typeof EditCompanyDialog>) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <Edit {...props} />
    </Suspense>
  ) : null;
}

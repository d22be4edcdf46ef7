'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/console/query-client';
import { Toaster } from '@/components/ui/toast';

export function Providers({ children }: { children: ReactNode }) {
  // Not useState: a suspending first render would throw a fresh client away.
  const client = getQueryClient();
  return (
    <NuqsAdapter>
      <QueryClientProvider client={client}>
        {children}
        {/* No TooltipProvider here: no page shows a Radix tooltip, and it would ship the popper to every page. */}
        <Toaster />
      </QueryClientProvider>
    </NuqsAdapter>
  );
}

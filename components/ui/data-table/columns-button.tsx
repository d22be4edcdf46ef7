import { Columns3 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The Columns menu's button: the same before its menu has loaded and after. */
export function ColumnsButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Columns3 aria-hidden="true" />
      Columns
    </Button>
  );
}

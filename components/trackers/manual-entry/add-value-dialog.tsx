'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Tracker } from '@/lib/schemas/tracker';
import { policySummary } from '../format';
import { type EntryCompany, EntryForm } from './entry-form';

export interface AddValueDialogProps {
  tracker: Tracker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed: the value is for this company. */
  company?: EntryCompany;
  /** Chosen in the form, starting from this one (the company the page shows). */
  initialCompany?: EntryCompany;
  onAdded?: (company: EntryCompany) => void;
}

/** "Add value": a value typed in by hand, saved confirmed. */
export function AddValueDialog({ tracker, open, onOpenChange, company, initialCompany, onAdded }: AddValueDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add a value to {tracker.name}</DialogTitle>
          <DialogDescription>
            {policySummary(tracker.valuePolicy)}. A value you enter is confirmed at once.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a blank form. */}
        {open ? (
          <EntryForm
            tracker={tracker}
            company={company}
            initialCompany={initialCompany}
            onDone={(added) => {
              onOpenChange(false);
              onAdded?.(added);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

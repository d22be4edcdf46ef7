'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import type { ApiSchemas } from '@/lib/console/api-client';
import { errorMessage } from '@/lib/console/client';
import { fundKeys, removeFundCompanies, setFundCompanyStatus } from '@/lib/console/query-options/funds';
import type { Fund, FundStatus } from '@/lib/schemas/fund';
import { bulkRemove, bulkSetStatus, companiesLabel, type BulkProgress, type BulkResult, type BulkTarget } from './bulk';
import { BulkReport, type BulkRun } from './bulk-report';
import { STATUS_LABELS, STATUS_OPTIONS } from './status-labels';

interface BulkActionsProps {
  fund: Pick<Fund, 'publicId' | 'name'>;
  selected: BulkTarget[];
  /** How many of the selected companies are on the page shown. */
  selectedOnPage: number;
  onClearSelection: () => void;
  /** Called when a run ends; the parent keeps the failed companies selected, for a retry. */
  onFinished: (result: BulkResult) => void;
  onRunningChange: (running: boolean) => void;
}

interface RunState {
  run: BulkRun;
  progress: BulkProgress;
  result?: BulkResult;
}

export function BulkActions({
  fund,
  selected,
  selectedOnPage,
  onClearSelection,
  onFinished,
  onRunningChange,
}: BulkActionsProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // A bulk status change waits for a confirmation that states the count.
  const [confirmStatus, setConfirmStatus] = useState<FundStatus | undefined>();
  const [state, setState] = useState<RunState | undefined>();
  const running = state !== undefined && state.result === undefined;
  const companiesKey = fundKeys.companies(fund.publicId);

  async function start(run: BulkRun, targets: BulkTarget[]) {
    setState({ run, progress: { done: 0, total: targets.length } });
    onRunningChange(true);
    // A refetch landing mid-run would show a half-old page; the final invalidation brings everything in line.
    await queryClient.cancelQueries({ queryKey: companiesKey });
    const options = {
      messageOf: errorMessage,
      onProgress: (progress: BulkProgress) => setState((s) => s && { ...s, progress }),
    };
    const result =
      run.kind === 'status'
        ? await bulkSetStatus(
            targets,
            async (publicId) => {
              await setFundCompanyStatus(fund.publicId, publicId, run.status);
              // Rows on screen follow along as each company is done.
              queryClient.setQueriesData<ApiSchemas['FundCompanyList']>({ queryKey: companiesKey }, (page) =>
                page
                  ? {
                      ...page,
                      items: page.items.map((c) => (c.publicId === publicId ? { ...c, status: run.status } : c)),
                    }
                  : page,
              );
            },
            options,
          )
        : await bulkRemove(targets, (ids) => removeFundCompanies(fund.publicId, ids), options);
    setState((s) => s && { ...s, result });
    onRunningChange(false);
    onFinished(result);
    // The fund's counts and histories moved too: its whole detail key, and the fund list's counts.
    void queryClient.invalidateQueries({ queryKey: fundKeys.detail(fund.publicId) });
    void queryClient.invalidateQueries({ queryKey: fundKeys.lists() });
    announce(run, result, fund.name);
  }

  const count = selected.length;
  const elsewhere = count - selectedOnPage;

  return (
    <div className="space-y-3">
      {count > 0 || running ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <p className="mr-auto text-sm font-medium" aria-live="polite">
            {companiesLabel(count)} selected
            {elsewhere > 0 ? (
              <span className="font-normal text-zinc-600 dark:text-zinc-400"> ({elsewhere} on other pages)</span>
            ) : null}
          </p>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" disabled={running || count === 0}>
                Set status
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>Set {companiesLabel(count)} to</DropdownMenuLabel>
              {STATUS_OPTIONS.map((option) => (
                <DropdownMenuItem key={option.value} onSelect={() => setConfirmStatus(option.value)}>
                  {option.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            variant="outline"
            size="sm"
            disabled={running || count === 0}
            onClick={() => setConfirming(true)}
            className="text-red-700 dark:text-red-400"
          >
            <Trash2 aria-hidden="true" />
            Remove from fund
          </Button>
          <Button variant="ghost" size="sm" disabled={running || count === 0} onClick={onClearSelection}>
            <X aria-hidden="true" />
            Clear selection
          </Button>
        </div>
      ) : null}

      {state ? (
        <BulkReport
          run={state.run}
          fundName={fund.name}
          progress={state.progress}
          result={state.result}
          onDismiss={() => setState(undefined)}
        />
      ) : null}

      <ConfirmDialog
        open={confirmStatus !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirmStatus(undefined);
        }}
        title={confirmStatus ? `Mark ${companiesLabel(count)} as ${STATUS_LABELS[confirmStatus].toLowerCase()}?` : ''}
        description={
          confirmStatus
            ? `Their status in ${fund.name} becomes ${STATUS_LABELS[confirmStatus]}. Each change is recorded in the company's history.`
            : undefined
        }
        confirmLabel={confirmStatus ? `Mark as ${STATUS_LABELS[confirmStatus].toLowerCase()}` : 'Confirm'}
        onConfirm={() => {
          const status = confirmStatus;
          setConfirmStatus(undefined);
          if (status) void start({ kind: 'status', status }, selected);
        }}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${companiesLabel(count)} from ${fund.name}?`}
        description="They leave this fund only: the companies, their notes and touchpoints stay. Add company brings one back."
        confirmLabel={`Remove ${companiesLabel(count)}`}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void start({ kind: 'remove' }, selected);
        }}
      />
    </div>
  );
}

function announce(run: BulkRun, { succeeded, failed }: BulkResult, fundName: string) {
  const total = succeeded.length + failed.length;
  if (failed.length === 0) {
    toast({
      variant: 'success',
      title:
        run.kind === 'status'
          ? `Set ${companiesLabel(total)} to ${STATUS_LABELS[run.status]}`
          : `Removed ${companiesLabel(total)} from ${fundName}`,
    });
    return;
  }
  toast({
    variant: 'destructive',
    title: `${failed.length} of ${companiesLabel(total)} not changed`,
    description: 'The list above the table names each one with the reason; they are still selected.',
  });
}

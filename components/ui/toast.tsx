'use client';

import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

type ToastRecord = ToastOptions & { id: string; open: boolean; duration: number };

const MAX_TOASTS = 5;
const DEFAULT_DURATION_MS = 5_000;
const DESTRUCTIVE_DURATION_MS = 8_000;

// ---- tiny module-level store (usable outside React, e.g. React Query callbacks) ----
let toasts: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
let counter = 0;
const EMPTY: readonly ToastRecord[] = [];

function emit(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Remove a toast (or all toasts when no id is given). */
export function dismissToast(id?: string) {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/**
 * Show a toast from anywhere: `toast({ title: 'Saved', variant: 'success' })`.
 * Auto-dismisses after 5 s (destructive: 8 s). Returns `{ id, dismiss }`.
 */
export function toast({ title, description, variant = 'default' }: ToastOptions) {
  counter += 1;
  const id = `toast-${counter}`;
  const duration = variant === 'destructive' ? DESTRUCTIVE_DURATION_MS : DEFAULT_DURATION_MS;
  emit([...toasts, { id, title, description, variant, open: true, duration }].slice(-MAX_TOASTS));
  return { id, dismiss: () => dismissToast(id) };
}

function useToastList() {
  return React.useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

const variantClass: Record<ToastVariant, string> = {
  default: 'border-zinc-200 bg-white text-zinc-900 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-50',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  destructive: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/** Mount once (e.g. in app/providers.tsx). Renders toasts bottom-right. */
export function Toaster() {
  const list = useToastList();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {list.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            // destructive toasts are announced assertively; others politely
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            data-variant={variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-9 shadow-lg',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              variantClass[variant],
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-2 right-2 rounded-sm p-1 opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-zinc-950 dark:focus-visible:ring-zinc-300"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

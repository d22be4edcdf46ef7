'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast, e.g. Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
  /** How long the toast stays, in ms; default 5 s (destructive: 8 s). */
  duration?: number;
  /** Reuse an id to replace a toast in place. */
  id?: string;
};

const MAX_TOASTS = 5;
const DEFAULT_DURATION_MS = 5_000;
/** Failures stay longer: there is more to read, and it matters more. */
const DESTRUCTIVE_DURATION_MS = 8_000;

/**
 * Sonner loads after the page, not in its first load: every page mounts the
 * Toaster, but a toast only ever follows a user's action. A toast raised
 * before the Toaster subscribes is replayed to it (sonner keeps active toasts).
 */
const loadSonner = () => import('sonner');

let counter = 0;

/** Remove a toast (or all toasts when no id is given). */
export function dismissToast(id?: string) {
  void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
}

/**
 * Show a toast from anywhere, React Query callbacks included:
 * `toast({ title: 'Saved', variant: 'success' })`. Auto-dismisses after 5 s
 * (destructive: 8 s). Returns `{ id, dismiss }`.
 */
export function toast({ title, description, variant = 'default', action, duration, id: given }: ToastOptions) {
  counter += 1;
  const id = given ?? `toast-${counter}`;
  const options = {
    id,
    description,
    action,
    duration: duration ?? (variant === 'destructive' ? DESTRUCTIVE_DURATION_MS : DEFAULT_DURATION_MS),
  };
  void loadSonner().then(({ toast: sonner }) => {
    if (variant === 'success') sonner.success(title, options);
    else if (variant === 'destructive') sonner.error(title, options);
    else sonner(title, options);
  });
  return { id, dismiss: () => dismissToast(id) };
}

// The theme is the `dark` class the root layout's script sets on <html> (system, or the header's choice).
function subscribeTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const readTheme = (): 'light' | 'dark' => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Mount once (in app/providers.tsx). Renders toasts bottom-right, in the page's light or dark theme. */
export function Toaster() {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as const);
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        position="bottom-right"
        visibleToasts={MAX_TOASTS}
        closeButton
        toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
      />
    </Suspense>
  );
}

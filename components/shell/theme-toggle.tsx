'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

type Theme = 'system' | 'light' | 'dark';
const ORDER: Theme[] = ['system', 'light', 'dark'];
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

function read(): Theme {
  const t = localStorage.getItem('pi-theme');
  return t === 'light' || t === 'dark' ? t : 'system';
}

function subscribe(cb: () => void) {
  window.addEventListener('pi-theme', cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener('pi-theme', cb);
    window.removeEventListener('storage', cb);
  };
}

/** Cycles system → light → dark; the inline script in the root layout applies it. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, read, () => 'system' as Theme);
  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length] ?? 'system';
  const Icon = ICONS[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}. Switch to ${next}`}
      title={`Theme: ${theme}`}
      onClick={() => {
        localStorage.setItem('pi-theme', next);
        window.dispatchEvent(new Event('pi-theme'));
      }}
    >
      <Icon className="size-4" aria-hidden />
    </Button>
  );
}

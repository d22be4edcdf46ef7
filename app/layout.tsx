import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NONCE_HEADER } from '@/lib/console/security-headers';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: 'Portfolio Intelligence',
  description: "A venture firm's portfolio data: companies, funds, notes, meetings, touchpoints and trackers.",
};

// Runs before paint so the page never flashes the wrong theme. "system" follows the OS, live.
const themeScript = `(function(){try{var m=window.matchMedia('(prefers-color-scheme: dark)');var a=function(){var t=localStorage.getItem('pi-theme')||'system';document.documentElement.classList.toggle('dark',t==='dark'||(t==='system'&&m.matches));};a();m.addEventListener('change',a);window.addEventListener('pi-theme',a);}catch(e){}})();`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The server sets a fresh CSP nonce per request; reading it also keeps every page dynamic,
  // so no prerendered page carries inline scripts without one.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

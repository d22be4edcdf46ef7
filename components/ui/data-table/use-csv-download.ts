'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type CsvDownload =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; rows: number }
  | { phase: 'failed'; reason: string };

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts CSV records as the bytes arrive: a line break ends a record unless
 * it sits inside a quoted cell (a doubled quote toggles twice, so it changes
 * nothing). Only counting, no parsing: the file is saved as it came.
 */
function recordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array): number => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) records += 1;
    }
    return records;
  };
}

function fileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export.csv';
}

async function failureReason(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not the JSON error every answer of ours carries: say so plainly below.
  }
  return 'The server could not prepare the file.';
}

function save(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a CSV export, reading the stream as it comes to count its rows,
 * then saves it under the server's file name. One at a time; `cancel` (or
 * leaving the page) stops the request, and the server stops paging with it.
 * `onFailure` hears each failure once, with a way to try again.
 */
export function useCsvDownload(href: string, onFailure?: (reason: string, retry: () => void) => void) {
  const [state, setState] = useState<CsvDownload>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const failureListener = useRef(onFailure);

  useEffect(() => {
    failureListener.current = onFailure;
  }, [onFailure]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const fail = (reason: string) => {
      setState({ phase: 'failed', reason });
      failureListener.current?.(reason, () => void start());
    };
    setState({ phase: 'running', rows: 0 });
    try {
      // A sign-in redirect is not followed: it would answer the login page's HTML as if it were the file.
      const res = await fetch(href, { signal: abort.signal, redirect: 'manual', headers: { accept: 'text/csv' } });
      if (res.type === 'opaqueredirect') {
        window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      if (!res.ok || !res.body) {
        fail(await failureReason(res));
        return;
      }
      const count = recordCounter();
      const parts: BlobPart[] = [];
      const reader = res.body.getReader();
      let records = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        records = count(value);
        // The first record is the header row.
        setState({ phase: 'running', rows: Math.max(0, records - 1) });
      }
      save(parts, fileName(res.headers.get('content-disposition')));
      setState({ phase: 'done', rows: Math.max(0, records - 1) });
    } catch (err) {
      if (abort.signal.aborted) return;
      fail(
        err instanceof TypeError
          ? 'The connection to the console broke off before the file was complete.'
          : 'The file could not be read.',
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, [href]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel };
}

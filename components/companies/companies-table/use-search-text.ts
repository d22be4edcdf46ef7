'use client';

import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { SEARCH_MAX } from '../list-state';

/**
 * The search box's text, kept in step with the URL: typing is committed after
 * a pause (`commit` writes the URL); a URL change the typing did not cause
 * (a link, the back button) replaces the text.
 */
export function useSearchText(urlSearch: string, commit: (search: string) => void, delayMs = 250) {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text.trim().slice(0, SEARCH_MAX), delayMs);
  // Values committed but not yet seen back in the URL (navigation is asynchronous).
  const inFlight = useRef<string[]>([]);
  const latestUrl = useRef(urlSearch);
  const latestCommit = useRef(commit);

  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(() => {
    if (debounced === latestUrl.current) return;
    inFlight.current = [...inFlight.current, debounced].slice(-10);
    latestCommit.current(debounced);
  }, [debounced]);

  useEffect(() => {
    latestUrl.current = urlSearch;
    const ours = inFlight.current.indexOf(urlSearch);
    if (ours >= 0) {
      inFlight.current = inFlight.current.slice(ours + 1);
      return;
    }
    inFlight.current = [];
    setText((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  return [text, setText] as const;
}

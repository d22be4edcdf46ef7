'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_MAX } from '../search-params';

type HistoryMode = 'push' | 'replace';

const normalize = (text: string) => text.trim().slice(0, SEARCH_MAX);

/**
 * The search box's text, kept in step with the URL. Typing is committed after
 * a pause (`commit` writes the URL). The first commit of a round of typing
 * pushes a history entry and the rest replace it, so Back undoes a whole
 * search, not one keystroke. `submit` (Enter) commits at once; it and
 * `endRound` (blur) start a new round. A URL change the typing did not cause
 * (a link, Back) replaces the text and cancels a commit still waiting.
 */
export function useSearchText(
  urlSearch: string,
  commit: (search: string, history: HistoryMode) => void,
  delayMs = 250,
) {
  const [text, setTextState] = useState(urlSearch);
  // Values committed but not yet seen back in the URL (updates are asynchronous).
  const inFlight = useRef<string[]>([]);
  const latestUrl = useRef(urlSearch);
  const latestCommit = useRef(commit);
  const inRound = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((search: string) => {
    clearTimeout(timer.current);
    const last = inFlight.current.at(-1) ?? latestUrl.current;
    if (search === last) return;
    inFlight.current = [...inFlight.current, search].slice(-10);
    latestCommit.current(search, inRound.current ? 'replace' : 'push');
    inRound.current = true;
  }, []);

  /** The person typed: the URL follows once they pause. */
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(normalize(next)), delayMs);
    },
    [send, delayMs],
  );

  useEffect(() => {
    latestUrl.current = urlSearch;
    const ours = inFlight.current.indexOf(urlSearch);
    if (ours >= 0) {
      inFlight.current = inFlight.current.slice(ours + 1);
      return;
    }
    clearTimeout(timer.current);
    inFlight.current = [];
    inRound.current = false;
    setTextState((current) => (normalize(current) === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  const endRound = useCallback(() => {
    inRound.current = false;
  }, []);

  const submit = useCallback(() => {
    send(normalize(text));
    inRound.current = false;
  }, [send, text]);

  /** "Clear search": its own history entry, so Back brings the search back. */
  const clear = useCallback(() => {
    setTextState('');
    inRound.current = false;
    send('');
    inRound.current = false;
  }, [send]);

  return { text, setText, endRound, submit, clear };
}

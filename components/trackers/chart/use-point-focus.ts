'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { nearestPoint, type PlotPoint } from './points';

/** How far from a marker, in pixels, the pointer still counts as on it. */
const HIT_RADIUS = 28;

/** Where each key moves the focus, from the current index (-1: none yet) in a list ending at `last`. */
const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i + 1,
  ArrowLeft: (i, last) => (i < 0 ? last : i - 1),
  ArrowDown: (i, last) => (i < 0 ? last : i - 1),
  PageUp: (i) => (i < 0 ? 0 : i + 10),
  PageDown: (i, last) => (i < 0 ? last : i - 10),
  Home: () => 0,
  End: (_, last) => last,
};

/** Pointer position inside the plot, whose box coincides with the SVG's. */
function locate(e: MouseEvent<Element>) {
  const box = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}

const hitTest = (points: readonly PlotPoint[], at: { x: number; y: number }) =>
  nearestPoint(points, at.x, at.y, HIT_RADIUS);

/**
 * Hover, keyboard focus and selection for a plot. One pointermove listener on
 * the plot does nearest-point hit testing at most once per animation frame, so
 * the cost does not grow with the number of markers.
 */
export function usePointFocus(points: readonly PlotPoint[], onSelect: (point: PlotPoint | null) => void) {
  const [active, setActive] = useState(-1);
  const frame = useRef(0);
  const pending = useRef<{ x: number; y: number } | null>(null);
  const pointsRef = useRef(points);

  useEffect(() => {
    pointsRef.current = points;
    // Indices belong to the old list; a new one (e.g. "Show rejected") starts afresh.
    setActive(-1);
  }, [points]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onPointerMove = useCallback((e: MouseEvent<Element>) => {
    pending.current = locate(e);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (!pending.current) return;
      const hit = hitTest(pointsRef.current, pending.current);
      // Rendered within this frame (a cheap render: markers are memoised), or
      // the tooltip would trail the pointer by one more frame.
      flushSync(() => setActive(hit));
    });
  }, []);

  const onPointerLeave = useCallback(() => {
    pending.current = null;
    setActive(-1);
  }, []);

  const onClick = useCallback(
    (e: MouseEvent<Element>) => {
      const hit = hitTest(pointsRef.current, locate(e));
      setActive(hit);
      onSelect(pointsRef.current[hit] ?? null);
    },
    [onSelect],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<Element>) => {
      const last = pointsRef.current.length - 1;
      const move = MOVES[e.key];
      if (last < 0) return;
      if (move) setActive((i) => Math.min(last, Math.max(0, move(i, last))));
      else if (e.key === 'Enter' || e.key === ' ') onSelect(pointsRef.current[active] ?? null);
      else if (e.key === 'Escape') {
        setActive(-1);
        onSelect(null);
      } else return;
      e.preventDefault();
    },
    [active, onSelect],
  );

  const onBlur = useCallback(() => setActive(-1), []);

  return {
    active: points[active],
    handlers: { onPointerMove, onPointerLeave, onClick, onKeyDown, onBlur },
  };
}

'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { nearestPoint, type PlotPoint } from './points';

/** How far from a marker, in pixels, the pointer still counts as on it. */
const HIT_RADIUS = 28;

/** Pointer position inside the plot, whose box coincides with the SVG's. */
function locate(e: MouseEvent<Element>) {
  const box = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}

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

  const onPointerMove = useCallback((e: PointerEvent<Element>) => {
    pending.current = locate(e);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const at = pending.current;
      if (!at) return;
      const hit = nearestPoint(pointsRef.current, at.x, at.y, HIT_RADIUS);
      // Rendered within this frame (a cheap render: markers are memoised), or
      // the tooltip would trail the pointer by one more frame.
      flushSync(() => setActive((prev) => (prev === hit ? prev : hit)));
    });
  }, []);

  const onPointerLeave = useCallback(() => {
    pending.current = null;
    setActive(-1);
  }, []);

  const onClick = useCallback(
    (e: MouseEvent<Element>) => {
      const at = locate(e);
      const hit = nearestPoint(pointsRef.current, at.x, at.y, HIT_RADIUS);
      setActive(hit);
      onSelect(pointsRef.current[hit] ?? null);
    },
    [onSelect],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<Element>) => {
      const list = pointsRef.current;
      if (list.length === 0) return;
      const last = list.length - 1;
      const step = (delta: number) =>
        setActive((prev) => (prev < 0 ? (delta > 0 ? 0 : last) : Math.min(last, Math.max(0, prev + delta))));
      switch (e.key) {
        case 'ArrowRight':
        case 'ArrowUp':
          step(1);
          break;
        case 'ArrowLeft':
        case 'ArrowDown':
          step(-1);
          break;
        case 'PageUp':
          step(10);
          break;
        case 'PageDown':
          step(-10);
          break;
        case 'Home':
          setActive(0);
          break;
        case 'End':
          setActive(last);
          break;
        case 'Enter':
        case ' ':
          onSelect(list[active] ?? null);
          break;
        case 'Escape':
          setActive(-1);
          onSelect(null);
          break;
        default:
          return;
      }
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

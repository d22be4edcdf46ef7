import { extent } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

/**
 * A tracker's values as one tiny line, oldest to newest, with the latest
 * marked. The picture carries no numbers, so its label says what matters.
 */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const [low = 0, high = 0] = extent(values);
  const x = scaleLinear()
    .domain([0, Math.max(values.length - 1, 1)])
    .range([PAD, WIDTH - PAD]);
  // A flat series sits in the middle rather than on an edge.
  const y = scaleLinear()
    .domain(low === high ? [low - 1, high + 1] : [low, high])
    .range([HEIGHT - PAD, PAD]);
  const path = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v))([...values]);
  const last = values.at(-1);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 overflow-visible text-zinc-700 dark:text-zinc-300"
    >
      {values.length > 1 && path ? (
        <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      ) : null}
      {last === undefined ? null : <circle cx={x(values.length - 1)} cy={y(last)} r={2.5} fill="currentColor" />}
    </svg>
  );
}

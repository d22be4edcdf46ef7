import { expect, it } from 'vitest';
import { ada, grace, walk } from '../helpers/api';
import { byCause, checkDemoTruth } from '../helpers/demo-truth';

// Issue 20: the demo is checked against its own truth. The server runs on a seeded demo; each company's truth is
// drawn again from the story's inputs (lib/seed/story/truth.ts), never from what the rules derived. Ada reads the
// team's trackers, Grace her private "Net burn" too.
it('every system value equals the story truth, and every insight states only what its citations quote', async () => {
  const report = await checkDemoTruth([(p) => walk(ada(), p, 100), (p) => walk(grace(), p, 100)]);
  expect(report.checked.ARR ?? 0).toBeGreaterThan(300);
  expect(report.checked.Headcount ?? 0).toBeGreaterThan(300);
  expect(report.checked['Net burn'] ?? 0).toBeGreaterThan(300);
  expect(report.checked.Revenue ?? 0).toBeGreaterThan(50);
  // The causes first (counted), then the first wrong values themselves.
  expect({ causes: byCause(report.wrong), first: report.wrong.slice(0, 10) }).toEqual({ causes: [], first: [] });
  expect(report.insights).toBeGreaterThan(3000);
  expect(report.unsupported).toEqual([]);
  expect(report.markdown).toEqual([]);
  // Every update that yields a value has an insight citing it.
  expect(report.uncitedUpdates).toBe(0);
}, 600_000);

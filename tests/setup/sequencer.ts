import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * A clean clone has no timings cached, so vitest would start files in an
 * arbitrary order and could leave the slowest one to start last, alone, while
 * the other workers sit idle. These files start first, longest first, in
 * both database projects. Seconds are wall times seen in a full run beside
 * other work on 2 cores (rounded); only their order matters. Files not
 * listed follow, in vitest's own order.
 */
const SECONDS: Record<string, number> = {
  'tests/fuzz/api-1.test.ts': 900,
  // Takes as long as the first shard, but starts after the slowest files so two workers stay free for them.
  'tests/fuzz/api-2.test.ts': 150,
  'tests/scale/two-servers-poison.test.ts': 140,
  'tests/api/queue-quarantine.test.ts': 100,
  'tests/api/queue-crash.test.ts': 20,
  'tests/api/hostile-files.test.ts': 160,
  'tests/api/imap.test.ts': 200,
  'tests/api/imap-refused.test.ts': 80,
  'tests/api/limits.test.ts': 40,
  'tests/cli/ingest.test.ts': 190,
  'tests/api/demo-truth.test.ts': 70,
  'tests/api/review.test.ts': 140,
  'tests/api/tracker-series.test.ts': 60,
  'tests/console/export.test.ts': 220,
  'tests/api/tracker-series-cap.test.ts': 70,
  'tests/scale/two-servers.test.ts': 50,
  'tests/api/notes-deleted-person.test.ts': 35,
  'tests/api/shedding.test.ts': 40,
  'tests/unit/demo-derivation.test.ts': 40,
  // Files that spawn `pi` or servers of their own: mostly waiting on children, long enough to make a tail last.
  'tests/cli/pi.test.ts': 130,
  'tests/cli/workspaces.test.ts': 130,
  'tests/cli/connections.test.ts': 120,
  'tests/cli/ingest-refused.test.ts': 90,
  'tests/console/upstream.test.ts': 90,
  'tests/cli/ingest-one-file.test.ts': 90,
  'tests/cli/search.test.ts': 60,
};

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      SECONDS[path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/')] ?? 0;
    // Array.prototype.sort is stable: equal estimates keep vitest's order.
    return sorted.sort((a, b) => seconds(b) - seconds(a));
  }
}

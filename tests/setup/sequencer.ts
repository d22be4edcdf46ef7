import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * A clean clone has no timings cached, so vitest would start files in an
 * arbitrary order and could leave the slowest one to start last, alone, while
 * the other workers sit idle. These files start first, longest first, in
 * both database projects. Seconds are wall time measured on 2 busy cores;
 * only their order matters. Files not listed follow, in vitest's own order.
 */
const SECONDS: Record<string, number> = {
  'tests/fuzz/api.test.ts': 900,
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

/**
 * Whether each update is cited by an insight: an update is a message that reports at least one value (its truth);
 * it is cited when an insight on its company's timeline cites the email, one of its files or an element of one.
 */
import type { Corpus } from './intake-corpus';
import type { BenchServer } from './intake-server';

export interface Citation {
  type: string;
  publicId: string;
  parent?: { type: string; publicId: string };
}

interface Touchpoint {
  insights: { citations: Citation[] }[];
}

export interface InsightCoverage {
  /** Messages with a company and at least one expected value. */
  updates: number;
  cited: number;
  /** Files of the updates no insight cites. */
  uncited: string[];
}

export async function gradeInsights(
  server: BenchServer,
  corpus: Corpus,
  ids: Map<string, string>,
  sourceOf: (c: Citation) => string | undefined,
): Promise<InsightCoverage> {
  const citedFiles = new Set<string>();
  for (const companyId of ids.values()) {
    for (const tp of await server.ada.all<Touchpoint>(`/companies/${companyId}/touchpoints`)) {
      for (const insight of tp.insights) {
        for (const c of insight.citations) {
          const file = sourceOf(c);
          if (file) citedFiles.add(file);
        }
      }
    }
  }
  const updates = corpus.messages.filter((m) => m.company !== null && m.values.length > 0);
  const uncited = updates.filter((m) => !citedFiles.has(m.file)).map((m) => m.file);
  return { updates: updates.length, cited: updates.length - uncited.length, uncited };
}

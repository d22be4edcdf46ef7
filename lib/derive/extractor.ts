/**
 * The seam where values are found: a text block or table in, the values it reports out, each with the passage it
 * was read from. The rules are the default; a model-based extractor can stand in and be scored by the same bench.
 * Inputs and outputs are plain data (structured-clonable), so an extractor can run in a worker thread.
 */

import { findValues } from './rules/values';
import type { FoundValue, TextBlock } from './types';

export interface Extractor {
  /** Reported actuals in `block`, each quoting the exact text it was read from. */
  findValues(block: TextBlock): FoundValue[];
}

/** The rules in lib/derive/rules. */
export const ruleExtractor: Extractor = { findValues };

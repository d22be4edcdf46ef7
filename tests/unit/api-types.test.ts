import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/gen-api-types';

describe("the console's API types", () => {
  it('are generated from the current OpenAPI document', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const current = await generateApiTypes();
    // Not toBe: a 200 KB diff would bury the one instruction that matters.
    expect(committed === current, 'lib/console/api-schema.d.ts is out of date: run npm run gen:api').toBe(true);
  });
});

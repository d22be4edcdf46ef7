import { describe, expect, it } from 'vitest';
import { loggable, toApiError } from '../../lib/api/core/errors';
import { ApiError } from '../../lib/errors';

describe('unexpected errors', () => {
  it('become a generic 500 that names the request id and carries no detail', () => {
    const { error, unexpected } = toApiError(new Error('relation "secret_table" does not exist'), 'req-1');
    expect(unexpected).toBe(true);
    expect(error.status).toBe(500);
    expect(error.code).toBe('internal');
    expect(error.message).toContain('req-1');
    expect(error.message).not.toContain('secret_table');
  });

  it('keep ApiErrors as they are', () => {
    const original = new ApiError(409, 'conflict', 'taken');
    expect(toApiError(original, 'x')).toEqual({ error: original, unexpected: false });
  });

  it('are logged without the query parameters Drizzle quotes', () => {
    const cause = Object.assign(new Error('value too long for type character varying(5)'), { code: '22001' });
    const wrapped = new Error(
      'Failed query: insert into "notes" ("content") values ($1)\nparams: my confidential note',
      {
        cause,
      },
    );
    const line = loggable(wrapped);
    expect(line).toContain('value too long');
    expect(line).toContain('22001');
    expect(line).not.toContain('confidential');
    expect(line).not.toContain('insert into');
  });
});

import { describe, expect, it } from 'vitest';
import { inWords } from '../../lib/console/api-client';

describe('the console says failures in words', () => {
  it('rewrites the answers meant for machines, keeping an internal error’s reference', () => {
    expect(inWords(429, 'rate_limited', 'rate limit exceeded: this key may send 20 requests per second')).toBe(
      'Too many requests in a short time. Wait a few seconds, then try again.',
    );
    expect(inWords(500, 'internal', 'internal error; quote request id 0f3a-77 when reporting it')).toBe(
      'Something went wrong on the server. If it keeps happening, quote reference 0f3a-77.',
    );
    expect(inWords(503, 'unavailable', 'the server is busy: retry in 2 s')).toBe(
      'The server is busy. Try again in a few seconds.',
    );
  });

  it('passes a message through, and never shows a bare status code', () => {
    expect(inWords(409, 'conflict', 'the value changed since you loaded it')).toBe(
      'the value changed since you loaded it',
    );
    for (const status of [400, 401, 403, 404, 413, 500, 502]) {
      expect(inWords(status, undefined, undefined)).not.toMatch(/\d{3}/);
    }
    expect(inWords(404, undefined, undefined)).toBe('It could not be found: it may have been deleted.');
  });
});

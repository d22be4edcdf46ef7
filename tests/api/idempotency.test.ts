import { afterAll, describe, expect, it } from 'vitest';
import { ada, baseUrl, grace, unique, walk } from '../helpers/api';
import type { Company } from '../../lib/schemas/company';

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await ada()('DELETE', `/companies/${id}`);
});

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('replays the first response for the same request, marked as replayed', async () => {
    const key = unique('idem');
    const body = { name: unique('Idem Co') };
    const first = await ada()('POST', '/companies', { body, ...withKey(key) });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    created.push(String(first.body.publicId));
    const again = await ada()('POST', '/companies', { body, ...withKey(key) });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const matches = await walk<Company>(ada(), `/companies?search=${encodeURIComponent(body.name)}`, 100);
    expect(matches.map((c) => c.publicId)).toEqual([first.body.publicId]);
  });

  it('answers 409 when the key comes back with a different body or path', async () => {
    const key = unique('idem');
    const first = await ada()('POST', '/companies', { body: { name: unique('Idem A') }, ...withKey(key) });
    expect(first.status).toBe(201);
    created.push(String(first.body.publicId));
    const other = await ada()('POST', '/companies', { body: { name: unique('Idem B') }, ...withKey(key) });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: expect.stringContaining('different request'), code: 'conflict' });
    const elsewhere = await ada()('POST', '/meetings', { body: { meetingNoteTitle: 'x' }, ...withKey(key) });
    expect(elsewhere.status).toBe(409);
  });

  it('creates one resource from concurrent duplicates', async () => {
    const key = unique('idem');
    const body = { name: unique('Idem Race') };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ada()('POST', '/companies', { body, ...withKey(key) })),
    );
    const ids = new Set(answers.map((a) => a.body.publicId));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(ids.size).toBe(1);
    created.push(String([...ids][0]));
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(11);
    const matches = await walk<Company>(ada(), `/companies?search=${encodeURIComponent(body.name)}`, 100);
    expect(matches).toHaveLength(1);
  });

  it('keeps keys apart per API key', async () => {
    const key = unique('idem');
    const a = await ada()('POST', '/meetings', { body: { meetingNoteTitle: unique('Idem M') }, ...withKey(key) });
    const g = await grace()('POST', '/meetings', { body: { meetingNoteTitle: unique('Idem N') }, ...withKey(key) });
    expect([a.status, g.status]).toEqual([201, 201]);
    expect(a.body.publicId).not.toBe(g.body.publicId);
  });

  it('replays an error answer too, so a retry sees what the first attempt saw', async () => {
    const key = unique('idem');
    const bad = await ada()('POST', '/companies', { body: { name: '' }, ...withKey(key) });
    expect(bad.status).toBe(400);
    const again = await ada()('POST', '/companies', { body: { name: '' }, ...withKey(key) });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it.each([
    ['an empty key', ''],
    ['a key over 255 characters', 'k'.repeat(256)],
    ['a key with a control character', 'a\tb'],
  ])('refuses %s with 400', async (_, key) => {
    const res = await ada()('POST', '/meetings', {
      body: { meetingNoteTitle: 'x' },
      headers: { 'idempotency-key': key },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Idempotency-Key/);
  });

  it('is documented on every POST with its 409', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >;
    };
    const posts = Object.entries(doc.paths).flatMap(([p, item]) => (item.post ? [[p, item.post] as const] : []));
    expect(posts.length).toBeGreaterThan(0);
    for (const [, op] of posts) {
      expect(op.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header')).toBe(true);
      expect(op.responses['409']).toBeDefined();
    }
  });
});

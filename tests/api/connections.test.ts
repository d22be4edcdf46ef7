import { describe, expect, it } from 'vitest';
import type { Connection } from '../../lib/schemas/connection';
import { ada, alan, unique, walk } from '../helpers/api';
import { compose, postEmail } from '../helpers/intake';

describe('GET /connections', () => {
  it('lists the workspace connections newest first, then by publicId descending', async () => {
    const items = await walk<Connection>(ada(), '/connections', 100);
    expect(items.length).toBeGreaterThanOrEqual(5);
    const sorted = [...items].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.publicId < b.publicId ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(items.map((c) => c.publicId)).toEqual(sorted.map((c) => c.publicId));
    expect((await walk<Connection>(ada(), '/connections', 2)).map((c) => c.publicId)).toEqual(
      items.map((c) => c.publicId),
    );
  });

  it('shows assorted health, omitting absent timestamps rather than sending null', async () => {
    const items = await walk<Connection>(ada(), '/connections', 100);
    expect(items.some((c) => c.errorId !== undefined && c.errorAt !== undefined)).toBe(true);
    expect(items.some((c) => c.disabledAt !== undefined)).toBe(true);
    expect(items.some((c) => c.syncedAt !== undefined && c.errorAt === undefined && c.disabledAt === undefined)).toBe(
      true,
    );
    for (const c of items) {
      expect(typeof c.provider).toBe('string');
      expect(typeof c.followLinks).toBe('boolean');
      expect(typeof c.followDocsend).toBe('boolean');
      for (const value of Object.values(c)) expect(value).not.toBeNull();
    }
  });

  it("moves the upload connection's syncedAt when an email arrives through the API", async () => {
    const upload = async () =>
      (await walk<Connection>(ada(), '/connections', 100)).find((c) => c.provider === 'upload');
    // Whole milliseconds, as the API shows times; the server runs on this machine's clock.
    const before = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
    const raw = await compose({
      from: 'someone@nowhere.example',
      to: 'ada@demo.example',
      subject: 'Hello',
      text: 'Just saying hello.',
      messageId: `<${unique('arrival')}@nowhere.example>`,
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const after = await upload();
    expect(after?.syncedAt, JSON.stringify(after)).toBeDefined();
    expect((after?.syncedAt ?? '') >= before).toBe(true);
  });

  it('leaves syncedAt at or after the last of many arrivals at once', async () => {
    const upload = async () =>
      (await walk<Connection>(ada(), '/connections', 100)).find((c) => c.provider === 'upload');
    const raws = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        compose({
          from: 'someone@nowhere.example',
          to: 'ada@demo.example',
          subject: `Burst ${i}`,
          text: 'Just saying hello.',
          messageId: `<${unique(`burst-${i}`)}@nowhere.example>`,
        }),
      ),
    );
    // Each arrival commits after it was sent, and its answer waits for a syncedAt update that began after
    // its commit: syncedAt ends no earlier than the last send (the server shares this machine's clock).
    let lastSent = 0;
    await Promise.all(
      raws.map(async (raw) => {
        lastSent = Math.max(lastSent, Date.now());
        const res = await postEmail(raw);
        expect(res.status, res.text).toBe(202);
      }),
    );
    const after = await upload();
    expect(after?.syncedAt ?? '').toMatch(/^\d{4}-/);
    expect((after?.syncedAt ?? '') >= new Date(lastSent).toISOString()).toBe(true);
  });

  it('is scoped to the workspace', async () => {
    const mine = (await walk<Connection>(ada(), '/connections', 100)).map((c) => c.publicId);
    const theirs = (await walk<Connection>(alan(), '/connections', 100)).map((c) => c.publicId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
  });

  it('rejects unknown parameters and bad limits', async () => {
    expect((await ada()('GET', '/connections?provider=gmail')).status).toBe(400);
    expect((await ada()('GET', '/connections?limit=1.5')).status).toBe(400);
  });
});

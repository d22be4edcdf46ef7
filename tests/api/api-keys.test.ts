import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../lib/schemas/api-key';
import type { AuditEvent } from '../../lib/schemas/audit-event';
import { ada, alan, client, grace, unique, walk, type Loose } from '../helpers/api';

/* /api-keys (extension): admins make, list and revoke the workspace's keys. */

const KEY = /^pi_[A-Za-z0-9]{40}$/;
type Created = ApiKey & { key: string };

async function create(label: string, memberEmail = 'grace@demo.example'): Promise<Created> {
  const r = await ada()<Created>('POST', '/api-keys', { body: { memberEmail, label } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const list = async (as = ada()) => {
  const r = await as<{ items: ApiKey[] }>('GET', '/api-keys');
  expect(r.status, r.text).toBe(200);
  return r.body.items;
};

describe('/api-keys', () => {
  it('creates a key shown once, lists it without the key, and a revoked key gets 401', async () => {
    const label = unique('cli');
    const made = await create(label);
    expect(made.key).toMatch(KEY);
    expect(made).toMatchObject({
      label,
      console: false,
      revokedAt: null,
      member: { email: 'grace@demo.example', name: 'Grace Hopper' },
    });
    expect(made.key.startsWith(made.prefix)).toBe(true);

    // The new key acts as Grace.
    const me = await client(made.key)<{ user: { email: string } }>('GET', '/me');
    expect(me.status, me.text).toBe(200);
    expect(me.body.user.email).toBe('grace@demo.example');

    const listed = (await list()).find((k) => k.publicId === made.publicId);
    const { key: _key, ...shown } = made;
    expect(listed).toEqual(shown);
    expect(JSON.stringify(await list())).not.toContain(made.key);

    const revoked = await ada()<ApiKey>('DELETE', `/api-keys/${made.publicId}`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await client(made.key)<Loose>('GET', '/me');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthorized');
    expect((await list()).find((k) => k.publicId === made.publicId)?.revokedAt).toBe(revoked.body.revokedAt);

    // Again: nothing changes.
    const again = await ada()<ApiKey>('DELETE', `/api-keys/${made.publicId}`);
    expect(again.status).toBe(200);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it('records create and revoke in the audit trail', async () => {
    const made = await create(unique('audited'));
    expect((await ada()('DELETE', `/api-keys/${made.publicId}`)).status).toBe(200);
    const events = await walk<AuditEvent>(ada(), `/audit-events?entityPublicId=${made.publicId}`, 100);
    expect(events.map((e) => [e.action, e.entityType, e.actor.email]).reverse()).toEqual([
      ['created', 'api_key', 'ada@demo.example'],
      ['deleted', 'api_key', 'ada@demo.example'],
    ]);
    expect(JSON.stringify(events)).not.toContain(made.key);
  });

  it('answers 403 to a member who is not an admin', async () => {
    for (const [method, path, body] of [
      ['GET', '/api-keys', undefined],
      ['POST', '/api-keys', { memberEmail: 'grace@demo.example' }],
      ['DELETE', '/api-keys/V1StGXR8_Z5jdHi6B-myT', undefined],
    ] as const) {
      const r = await grace()<Loose>(method, path, body ? { body } : {});
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body).toMatchObject({ code: 'forbidden', error: 'only workspace admins manage API keys' });
    }
  });

  it("keeps to the workspace: another workspace's keys are not listed, revoked or made", async () => {
    const made = await create(unique('ws'));
    expect((await list(alan())).some((k) => k.publicId === made.publicId)).toBe(false);
    const r = await alan()<Loose>('DELETE', `/api-keys/${made.publicId}`);
    expect(r.status).toBe(404);
    const other = await alan()<Loose>('POST', '/api-keys', { body: { memberEmail: 'grace@demo.example' } });
    expect(other.status).toBe(400);
    expect(other.body.issues).toEqual([{ path: 'memberEmail', message: 'is not a member of this workspace' }]);
    expect((await ada()('DELETE', `/api-keys/${made.publicId}`)).status).toBe(200);
  });

  it('answers 400 with the house error shape to bad input', async () => {
    for (const body of [
      {},
      { memberEmail: 'not an email' },
      { memberEmail: 'grace@demo.example', memberPublicId: 'V1StGXR8_Z5jdHi6B-myT' },
      { memberEmail: 'grace@demo.example', label: 'x'.repeat(201) },
      { memberEmail: 'grace@demo.example', extra: 1 },
    ]) {
      const r = await ada()<Loose>('POST', '/api-keys', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(typeof r.body.error).toBe('string');
    }
  });

  it('refuses to revoke the key making the request', async () => {
    const made = await ada()<Created>('POST', '/api-keys', { body: { memberEmail: 'ada@demo.example' } });
    expect(made.status).toBe(201);
    const self = await client(made.body.key)<Loose>('DELETE', `/api-keys/${made.body.publicId}`);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('conflict');
    expect((await ada()('DELETE', `/api-keys/${made.body.publicId}`)).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Fund, FundCompany } from '../../lib/schemas/fund';
import type { Note } from '../../lib/schemas/note';
import { ada, alan, unique, type List } from '../helpers/api';

/** Every read and write of another workspace's resources answers 404 and changes nothing. */
describe('workspace isolation', () => {
  it('keeps companies apart', async () => {
    const name = unique('Isolated');
    const created = await alan()('POST', '/companies', { body: { name } });
    expect(created.status).toBe(201);
    const id = String(created.body.publicId);
    expect((await ada()('GET', `/companies/${id}`)).status).toBe(404);
    expect((await ada()('PUT', `/companies/${id}`, { body: { name: 'Taken over' } })).status).toBe(404);
    expect((await ada()('DELETE', `/companies/${id}`)).status).toBe(404);
    const search = await ada()<List<Company>>('GET', `/companies?search=${encodeURIComponent(name)}`);
    expect(search.body.items).toEqual([]);
    const still = await alan()<Company>('GET', `/companies/${id}`);
    expect(still.body.name).toBe(name);
    expect((await alan()('DELETE', `/companies/${id}`)).status).toBe(204);
  });

  it('lets two workspaces use the same primary domain', async () => {
    const domain = `${unique('shared')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()}.com`;
    const a = await ada()('POST', '/companies', { body: { name: unique('A'), primaryDomain: domain } });
    const b = await alan()('POST', '/companies', { body: { name: unique('B'), primaryDomain: domain } });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    await ada()('DELETE', `/companies/${String(a.body.publicId)}`);
    await alan()('DELETE', `/companies/${String(b.body.publicId)}`);
  });

  it('keeps funds and their companies apart', async () => {
    const theirs = await alan()<List<Fund>>('GET', '/funds');
    const fund = theirs.body.items[0];
    if (!fund) throw new Error('the other workspace has no fund');
    const members = await alan()<List<FundCompany>>('GET', `/funds/${fund.publicId}/companies?limit=1`);
    const member = members.body.items[0];
    if (!member) throw new Error('the other fund has no company');
    const mine = await ada()<List<Fund>>('GET', '/funds');
    expect(mine.body.items.map((f) => f.publicId)).not.toContain(fund.publicId);
    expect((await ada()('GET', `/funds/${fund.publicId}/companies`)).status).toBe(404);
    const patch = await ada()('PATCH', `/funds/${fund.publicId}/companies/${member.publicId}/status`, {
      body: { status: 'dissolved' },
    });
    expect(patch.status).toBe(404);
    const remove = await ada()('DELETE', `/funds/${fund.publicId}/companies`, {
      body: { companyPublicIds: [member.publicId] },
    });
    expect(remove.status).toBe(404);
    const after = await alan()<List<FundCompany>>('GET', `/funds/${fund.publicId}/companies?limit=1`);
    expect(after.body.items[0]).toEqual(member);
  });

  it('keeps notes apart, including notes on the other workspace’s companies', async () => {
    const company = await alan()('POST', '/companies', { body: { name: unique('Noted') } });
    const companyId = String(company.body.publicId);
    const note = await alan()('POST', '/notes', { body: { companyPublicId: companyId, content: 'private to other' } });
    expect(note.status).toBe(201);
    const noteId = String(note.body.publicId);
    expect((await ada()('GET', `/notes/${noteId}`)).status).toBe(404);
    expect((await ada()('PUT', `/notes/${noteId}`, { body: { content: 'x' } })).status).toBe(404);
    expect((await ada()('DELETE', `/notes/${noteId}`)).status).toBe(404);
    expect((await ada()('GET', `/notes?companyPublicId=${companyId}`)).status).toBe(404);
    expect((await ada()('POST', '/notes', { body: { companyPublicId: companyId, content: 'sneaky' } })).status).toBe(
      404,
    );
    const list = await alan()<List<Note>>('GET', `/notes?companyPublicId=${companyId}`);
    expect(list.body.items.map((n) => n.content)).toEqual(['private to other']);
    await alan()('DELETE', `/companies/${companyId}`);
  });

  it('keeps meeting upsert keys per workspace', async () => {
    const key = unique('meeting');
    const a = await ada()('POST', '/meetings', { body: { provider: 'p', meetingNoteId: key, meetingNoteTitle: 'A' } });
    const b = await alan()('POST', '/meetings', { body: { provider: 'p', meetingNoteId: key, meetingNoteTitle: 'B' } });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.publicId).not.toBe(b.body.publicId);
  });
});

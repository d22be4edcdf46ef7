import { afterAll, beforeAll, expect } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Note } from '../../lib/schemas/note';
import { ada, type ApiResponse, type client, type Loose, unique } from './api';

export type Request = ReturnType<typeof client>;

/** Undo steps run after the file's tests, newest first (a second DELETE just answers 404). */
function cleanupAfterAll(): Array<() => Promise<unknown>> {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo();
  });
  return cleanup;
}

/** Company helpers for a test file; everything created is deleted at the end. */
/** A domain no other test or run uses, e.g. `co-1234-lx3-7.example`. */
export function uniqueDomain(label = 'co'): string {
  return `${unique(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}.example`;
}

export function companyFixtures() {
  const cleanup = cleanupAfterAll();
  return {
    cleanup,
    domain: uniqueDomain,
    async create(body: Record<string, unknown>, as: Request = ada()): Promise<string> {
      const res = await as('POST', '/companies', { body });
      expect(res.status, res.text).toBe(201);
      const id = res.body.publicId;
      if (typeof id !== 'string') throw new Error(`POST /companies gave no publicId: ${res.text}`);
      cleanup.push(() => as('DELETE', `/companies/${id}`));
      return id;
    },
    async get(id: string, as: Request = ada()): Promise<Company> {
      const res = await as<Company>('GET', `/companies/${id}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    },
  };
}

/** Note helpers on a company of the file's own; notes and company are deleted at the end. */
export function noteFixtures() {
  const cleanup = cleanupAfterAll();
  const fx = {
    cleanup,
    company: undefined as unknown as Company,
    async post(body: Record<string, unknown>, as: Request = ada()): Promise<ApiResponse<Loose>> {
      const res = await as('POST', '/notes', { body });
      if (res.status === 201) cleanup.push(() => as('DELETE', `/notes/${String(res.body.publicId)}`));
      return res;
    },
    async create(body: Record<string, unknown>, as: Request = ada()): Promise<string> {
      const res = await fx.post({ companyPublicId: fx.company.publicId, content: 'A note.', ...body }, as);
      expect(res.status, res.text).toBe(201);
      return String(res.body.publicId);
    },
    async get(id: string, as: Request = ada()): Promise<Note> {
      const res = await as<Note>('GET', `/notes/${id}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    },
  };
  beforeAll(async () => {
    const res = await ada()('POST', '/companies', { body: { name: unique('~Noted') } });
    expect(res.status).toBe(201);
    fx.company = (await ada()<Company>('GET', `/companies/${String(res.body.publicId)}`)).body;
    cleanup.push(() => ada()('DELETE', `/companies/${fx.company.publicId}`));
  });
  return fx;
}

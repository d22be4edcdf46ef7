import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

interface Listed {
  items: { publicId: string }[];
}
interface Touchpoints {
  items: {
    publicId: string;
    insights: { citations: { type: string; publicId: string; permalink: string }[] }[];
  }[];
}

/** Every kind of page the console has, with real ids from the demo workspace. */
export async function consolePages(api: APIRequestContext): Promise<string[]> {
  const get = async <T>(p: string) => (await (await api.get(`/api/v1${p}`)).json()) as T;
  const companies = await get<Listed>('/companies?limit=100');
  const funds = await get<Listed>('/funds');
  const trackers = await get<Listed>('/trackers');
  const connections = await get<Listed>('/connections');
  const company = companies.items[0]?.publicId ?? '';
  const pages = [
    '/',
    '/review',
    '/companies',
    `/companies/${company}`,
    `/companies/${company}/notes`,
    `/companies/${company}/touchpoints`,
    `/companies/${company}/trackers`,
    '/funds',
    `/funds/${funds.items[0]?.publicId ?? ''}`,
    '/trackers',
    `/trackers/${trackers.items[0]?.publicId ?? ''}`,
    '/meetings',
    '/search?q=board%20deck',
    '/connections',
    `/connections/${connections.items[0]?.publicId ?? ''}`,
  ];
  // One source page of each type: derivation cites emails, pages or sheets, meetings and notes; a touchpoint
  // and a file are reached from a timeline and from an email's attachments.
  const seen = new Set<string>();
  for (const c of companies.items) {
    const tps = await get<Touchpoints>(`/companies/${c.publicId}/touchpoints?limit=20`);
    const first = tps.items[0];
    if (first && !seen.has('touchpoint')) {
      seen.add('touchpoint');
      pages.push(`/sources/touchpoint/${first.publicId}`);
    }
    for (const citation of tps.items.flatMap((t) => t.insights.flatMap((i) => i.citations))) {
      if (citation.type === 'email' && !seen.has('file')) {
        const email = await get<{ files: { publicId: string }[] }>(`/emails/${citation.publicId}`);
        const file = email.files[0];
        if (file) {
          seen.add('file');
          pages.push(`/sources/file/${file.publicId}`);
        }
      }
      if (!seen.has(citation.type)) {
        seen.add(citation.type);
        pages.push(new URL(citation.permalink).pathname);
      }
    }
    if (seen.size >= 6) break;
  }
  expect([...seen].sort()).toEqual(['element', 'email', 'file', 'meeting', 'note', 'touchpoint']);
  return pages;
}

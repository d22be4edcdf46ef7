import { describe, expect, it } from 'vitest';
import { ada, baseUrl, unique } from '../helpers/api';

/** Every `pattern` keyword anywhere in the document, with where it was found. */
function patterns(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => patterns(v, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]): [string, string][] =>
    k === 'pattern' && typeof v === 'string' ? [[at, v]] : patterns(v, `${at}/${k}`),
  );
}

describe('patterns in the OpenAPI document', () => {
  // Found by the fuzz suite: the company name pattern read `^\P{Cc}*$/u`, a regex flag
  // glued to the source, which matches nothing a client would send.
  it('are plain ECMAScript regexes, with no flags glued on', async () => {
    const doc: unknown = await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json();
    const found = patterns(doc);
    expect(found.length).toBeGreaterThan(0);
    for (const [at, pattern] of found) {
      expect(() => new RegExp(pattern, 'u'), at).not.toThrow();
      expect(pattern, at).not.toMatch(/\/[dgimsuvy]+$/);
    }
  });

  it('describe the company name rule the API applies', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      components: { schemas: { CompanyCreate: { properties: { name: { pattern: string } } } } };
    };
    const name = new RegExp(doc.components.schemas.CompanyCreate.properties.name.pattern, 'u');
    expect(name.test('Zoë Robotics 😀')).toBe(true);
    expect(name.test('tab\there')).toBe(false);
    expect(name.test('next\u0085line')).toBe(false);

    const request = ada();
    expect((await request('POST', '/companies', { body: { name: unique('Zoë 😀') } })).status).toBe(201);
    for (const bad of ['tab\there', 'next\u0085line', 'del\u007f']) {
      expect((await request('POST', '/companies', { body: { name: bad } })).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

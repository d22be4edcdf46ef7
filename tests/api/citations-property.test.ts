import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, type List } from '../helpers/api';
import { arrTracker, compose, derivedEmail, ownCompany } from '../helpers/intake';

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;
let arr: Tracker;

beforeAll(async () => {
  company = await ownCompany('Citation Co');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

/** The text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

async function page(permalink: string): Promise<string> {
  const res = await fetch(permalink);
  expect(res.status, permalink).toBe(200);
  return res.text();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
const sentence = fc.oneof(
  fc
    .tuple(fc.integer({ min: 11, max: 999 }), fc.constantFrom('ARR', 'Revenue'), fc.constantFrom(...MONTHS))
    .map(([n, metric, month]) => `${metric} reached $${(n / 100).toFixed(2)}M in ${month} 2026.`),
  fc.constantFrom(
    'We launched the new analytics product to all customers.',
    'We hired a VP of Engineering & a Head of Sales.',
    'The board approved the 2027 budget and a new option pool.',
    'We signed a partnership with "Acme <Logistics>" for distribution.',
    'We closed a $4M bridge round from existing investors.',
    'Net burn fell to $310k, giving us 19 months of runway.',
  ),
);

it('every derived insight and value cites a source page that contains its quoted text', async () => {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(sentence, { minLength: 1, maxLength: 5 }), async (lines) => {
      n += 1;
      const raw = await compose({
        from: `founder@${company.domain}`,
        to: 'ada@demo.example',
        subject: `Investor update ${n}`,
        messageId: `<property-${n}-${Date.now()}@${company.domain}>`,
        date: new Date('2026-10-05T09:00:00Z'),
        text: `Hi all,\n\n${lines.join('\n')}\n\nBest,\nJo`,
      });
      const { email, touchpoints: mine } = await derivedEmail(raw, company.publicId);
      for (const insight of mine.flatMap((t) => t.insights)) {
        expect(insight.citations.length).toBeGreaterThan(0);
        for (const c of insight.citations) {
          // The citation names the passage (the insight states that passage plainly, or its start), and the
          // page shows it: every word and figure of the insight is in the quote ("ARR: $2.41M" → "ARR was $2.41M").
          for (const word of insight.content.replace(/…$/, '').split(/\s+/))
            if (word !== 'was') expect(String(c.quote)).toContain(word);
          expect(await page(c.permalink)).toContain(html(String(c.quote)));
        }
      }
      const values = await api<List<TrackerValue>>(
        'GET',
        `/trackers/${arr.publicId}/values?companyPublicId=${company.publicId}&status=suggested&limit=100`,
      );
      for (const v of values.body.items.filter((x) => x.citations.some((c) => c.publicId === email.publicId))) {
        expect(v.citations[0]?.quote).toBe(v.note);
        expect(await page(v.citations[0]?.permalink ?? '')).toContain(html(String(v.note)));
        // The amount is in the quote: "$2.41M" for 2,410,000.
        expect(String(v.note)).toContain(`$${(Number(v.value) / 1_000_000).toFixed(2)}M`);
      }
    }),
    { numRuns: 12 },
  );
}, 300_000);

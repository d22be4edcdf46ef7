import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible, unique } from './support/fixtures';

// An email PostgreSQL could not hold as it came is stored with changes; its page says which.

async function postEmail(api: APIRequestContext, m: { from: string; subject: string; date: string }) {
  const raw = [
    `From: ${m.from} <jo@intake-notes.example>`,
    'To: ada@demo.example',
    `Subject: ${m.subject}`,
    `Date: ${m.date}`,
    `Message-ID: <${m.subject.replace(/\W+/g, '-')}@intake-notes.example>`,
    '',
    'Numbers next week.',
  ].join('\r\n');
  const res = await api.post('/api/v1/emails', {
    headers: { 'content-type': 'message/rfc822' },
    data: Buffer.from(raw),
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { publicId: string }).publicId;
}

test('an email stored with changes says so on its page, quoting the header it clamped', async ({ page, api }) => {
  const subject = unique('Dated far ahead');
  const date = 'Sat, 1 Jan 10000 00:00:00 +0000';
  const changed = await postEmail(api, { from: '"=?UTF-8?Q?Jo=00_Founder?="', subject, date });

  await page.goto(`/sources/email/${changed}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Jo Founder <jo@intake-notes.example>');
  await expect(details.getByRole('listitem')).toHaveText([
    'NUL characters were removed from From.',
    `The Date header "${date}" is outside 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z; ` +
      'occurredAt was clamped to 9999-12-31T23:59:59.999Z.',
  ]);
  await expectAccessible(page);

  // An email stored as it came has no such line.
  const plainSubject = unique('Dated today');
  const plain = await postEmail(api, {
    from: 'Jo Founder',
    subject: plainSubject,
    date: 'Mon, 2 Nov 2026 09:00:00 +0000',
  });
  await page.goto(`/sources/email/${plain}`);
  await expect(page.getByRole('heading', { level: 1, name: plainSubject })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).not.toContainText('Stored with changes');
});

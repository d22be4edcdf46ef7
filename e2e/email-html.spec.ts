import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible, unique } from './support/fixtures';

const HTML = `<html><head><style>p { color: red }</style><script>window.__pwned = 1</script></head><body>
<p>Hello <b>team</b>,</p>
<p>ARR grew to <strong>$3.1M</strong> in October.</p>
<table><tr><th>Metric</th><th>Value</th></tr><tr><td>Customers</td><td>42</td></tr></table>
<p><a href="https://example.com/report" onclick="window.__pwned = 2">the report</a>
and <a href="javascript:window.__pwned = 3">a bad link</a></p>
<img src="https://tracker.example/pixel.gif" alt="pixel" onerror="window.__pwned = 4">
<p onmouseover="window.__pwned = 5" style="font-size: 90px">Best, Jo</p>
</body></html>`;

/** An HTML-only message, as many mail clients send them, with what a hostile sender might add. */
async function postHtmlEmail(api: APIRequestContext): Promise<{ publicId: string; subject: string }> {
  const subject = unique('HTML update');
  const raw = [
    'From: Jo Founder <jo@html-mail.example>',
    'To: ada@demo.example',
    `Subject: ${subject}`,
    'Date: Mon, 02 Nov 2026 09:00:00 +0000',
    `Message-ID: <${subject.replace(/\W+/g, '-')}@html-mail.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    HTML,
  ].join('\r\n');
  const res = await api.post('/api/v1/emails', {
    headers: { 'content-type': 'message/rfc822' },
    data: Buffer.from(raw),
  });
  expect(res.status(), await res.text()).toBe(202);
  return { publicId: ((await res.json()) as { publicId: string }).publicId, subject };
}

test('an HTML email shows formatted, safely, and as text; a quote opens on the text, marked', async ({ page, api }) => {
  const email = await postHtmlEmail(api);
  await page.goto(`/sources/email/${email.publicId}`);
  await expect(page.getByRole('heading', { level: 1, name: email.subject })).toBeVisible();

  const message = page.getByRole('region', { name: 'Message' });
  await expect(message.getByRole('tab', { name: 'Formatted' })).toHaveAttribute('aria-selected', 'true');
  const formatted = message.locator('[data-email-html]');
  await expect(formatted.locator('b', { hasText: 'team' })).toBeVisible();
  await expect(formatted.locator('strong', { hasText: '$3.1M' })).toBeVisible();
  await expect(formatted.getByRole('cell', { name: 'Customers' })).toBeVisible();
  await expect(formatted.getByRole('columnheader', { name: 'Metric' })).toBeVisible();
  const report = formatted.getByRole('link', { name: 'the report' });
  await expect(report).toHaveAttribute('href', 'https://example.com/report');
  await expect(report).toHaveAttribute('target', '_blank');
  await expect(report).not.toHaveAttribute('onclick', /./);
  // A javascript: link keeps its words and loses its target; images, scripts, styles and handlers are gone.
  await expect(formatted.getByText('a bad link')).toBeVisible();
  await expect(formatted.locator('a', { hasText: 'a bad link' })).not.toHaveAttribute('href', /./);
  await expect(formatted.locator('img, script, style, [style], [onmouseover]')).toHaveCount(0);
  await expect(formatted).not.toContainText('window.__pwned');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectAccessible(page);

  await message.getByRole('tab', { name: 'Text' }).click();
  await expect(message.getByRole('tabpanel')).toContainText('ARR grew to $3.1M in October.');

  // Opened from a citation, the page starts on the text, where quotes come from.
  await page.goto(`/sources/email/${email.publicId}?quote=${encodeURIComponent('ARR grew to $3.1M in October.')}`);
  await expect(message.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  await expect(message.locator('mark[data-quote]')).toHaveText('ARR grew to $3.1M in October.');
});

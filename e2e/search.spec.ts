import { test, expect, unique, expectAccessible } from './support/fixtures';

/** A word no demo text holds: consonants only, left alone by the stemmer. */
function nonsenseWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  return `qx${Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

test.describe('search', () => {
  test('finds a note and a company by words in the URL, marks the match, filters by kind, and opens the hit', async ({
    page,
    api,
  }) => {
    const word = nonsenseWord();
    const name = unique(`Zürich ${word}`);
    const created = await api.post('/api/v1/companies', { data: { name } });
    expect(created.status()).toBe(201);
    const company = ((await created.json()) as { publicId: string }).publicId;
    const noted = await api.post('/api/v1/notes', {
      data: { companyPublicId: company, content: `Board notes ${word}\nThe customer churned after the board deck.` },
    });
    expect(noted.status()).toBe(201);
    const note = ((await noted.json()) as { publicId: string }).publicId;
    try {
      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect(page.getByText('Type words to find')).toBeVisible();

      await page.getByRole('searchbox', { name: 'Words to find' }).fill(`churn ${word}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=churn(\\+|%20)${word}`));
      const hits = page.getByRole('region', { name: 'Hits' }).getByRole('listitem');
      await expect(hits).toHaveCount(1);
      await expect(hits.first().getByRole('link', { name: `Board notes ${word}` })).toBeVisible();
      await expect(hits.first().locator('mark')).toHaveText([word, 'churned']);
      await expectAccessible(page);

      // Accents folded, prefix on the last word, kinds narrowed by the URL.
      await page.goto(`/search?q=${encodeURIComponent(`zurich ${word.slice(0, 8)}`)}`);
      await expect(hits).toHaveCount(1);
      await expect(hits.first()).toContainText('Companies');
      await page.getByRole('button', { name: 'Notes', exact: true }).click();
      await expect(page).toHaveURL(/[?&]type=note/);
      await expect(page.getByText('Nothing found')).toBeVisible();

      await page.goto(`/search?q=${word}&type=note`);
      await hits.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/sources/note/${note}\\?q=${word}&quote=${word}$`));
      // The source page marks the matched word.
      await expect(page.locator('mark[data-quote]').first()).toHaveText(word);

      // Ctrl+K: companies by name first, then the best hits of everything else, then the search page.
      await page.keyboard.press('Control+k');
      const jump = page.getByRole('dialog', { name: 'Jump to a company' });
      const box = jump.getByRole('combobox', { name: 'Company name' });
      await box.fill(word);
      await expect(jump.getByRole('option')).toHaveText([
        new RegExp(`^Zürich ${word}`),
        new RegExp(`^Board notes ${word}Note · Zürich`),
        `Search everything for “${word}”`,
      ]);
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/sources/note/${note}\\?q=${word}&quote=${word}$`));
    } finally {
      await api.delete(`/api/v1/companies/${company}`);
    }
  });
});

import type { Page } from '@playwright/test';
import { NAV_LINKS } from '../components/shell/nav-destinations';
import { consolePages } from './support/console-pages';
import { expect, test } from './support/fixtures';

/**
 * Each test loads every console page once at its first size, then resizes to the others: a page load is the
 * cost (the browser suite is CPU-bound), and a layout must fit a resized window as well as a fresh one.
 */
const SIZES = [
  [{ width: 360, height: 740 }],
  [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ],
];

// The two tests side by side.
test.describe.configure({ mode: 'parallel' });

const name = (label: string) => new RegExp(`^${label}\\b`);

/** After two frames every layout effect (virtualised lists measuring their rows) has run. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Every destination is a visible link in the header, or in the menu the "Menu" button opens. */
async function expectNavigationReachable(page: Page, width: number) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    for (const { label } of NAV_LINKS)
      await expect(sheet.getByRole('link', { name: name(label) })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
    return;
  }
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const { label } of NAV_LINKS) {
    const link = nav.getByRole('link', { name: name(label) });
    await expect(link).toBeInViewport({ ratio: 1 });
    // Not cut by its container either: its text fits its box.
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(width).toBeGreaterThanOrEqual(1280);
}

/** No two value-axis labels alike, no two date labels overlapping, on every chart drawn. */
async function expectReadableAxes(page: Page) {
  for (const chart of await page.getByTestId('tracker-plot').locator('svg').all()) {
    const values = await chart.locator('text[text-anchor="end"]').allTextContents();
    expect(new Set(values).size).toBe(values.length);
    const boxes = await chart
      .locator('text[text-anchor="middle"]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    boxes.slice(1).forEach((box, i) => expect(box.left).toBeGreaterThanOrEqual(boxes[i]?.right ?? 0));
  }
}

/** The page fits `size`: no sideways scroll, readable axes, every destination reachable. */
async function expectFits(page: Page, size: { width: number; height: number }) {
  await settled(page);
  const fit = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(fit.scroll, `document width at ${size.width}`).toBeLessThanOrEqual(fit.client);
  await expectReadableAxes(page);
  await expectNavigationReachable(page, size.width);
}

for (const [first, ...resized] of SIZES) {
  if (!first) continue;
  const label = [first, ...resized].map((s) => `${s.width}×${s.height}`).join(', ');
  test(`every page at ${label}: no sideways scroll, opens at its top, navigation reachable`, async ({ page, api }) => {
    // About 20 pages; on a loaded 2-core machine a page takes up to 6 s.
    test.setTimeout(300_000);
    for (const route of await consolePages(api)) {
      await test.step(route, async () => {
        await page.setViewportSize(first);
        await page.goto(route);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        await settled(page);
        // Nothing on load (an autofocus, a list keeping its place) moves the page off its header.
        expect(await page.evaluate(() => window.scrollY), 'scrolled on load').toBe(0);
        await expectFits(page, first);
        for (const size of resized) {
          await page.setViewportSize(size);
          await expectFits(page, size);
        }
      });
    }
  });
}

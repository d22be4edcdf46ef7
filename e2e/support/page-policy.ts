import type { Page } from '@playwright/test';
import { expect } from './fixtures';

declare global {
  interface Window {
    /** Playwright binding: reports a CSP violation to the test. */
    __piCspViolation?: (text: string) => void;
  }
}

/**
 * Collects, per page, every CSP violation the document reports, every console
 * message about the policy, and every uncaught error. The listener is an init
 * script, which the page's CSP does not govern, so it is in place before any
 * of the page's own scripts run.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  await page.exposeFunction('__piCspViolation', (text: string) => problems.push(`${where()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__piCspViolation?.(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (/content.security.policy|refused to/i.test(m.text())) problems.push(`${where()}: console: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${where()}: uncaught: ${err.message}`));
  return problems;
}

/** Light system theme, dark chosen: only the nonce'd inline theme script can make <html> dark. */
export async function chooseDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('pi-theme', 'dark'));
}

export const html = (page: Page) => page.locator('html');
export const DARK = /(^|\s)dark(\s|$)/;

/**
 * The page hydrated: the theme toggle renders "system" on the server and only
 * the browser's React reads the stored choice; clicking it then cycles it,
 * from dark through system to light.
 */
export async function expectHydrated(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName(/^Theme: dark\./);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/^Theme: system\./);
  await page.getByRole('button', { name: /^Theme: system\./ }).click();
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName(/^Theme: light\./);
}

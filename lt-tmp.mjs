import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const w = await browser.newContext(); const wp = await w.newPage(); await wp.goto(url); await wp.waitForLoadState('networkidle'); await w.close();
for (let run = 0; run < 3; run++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    const mo = new MutationObserver(() => {
      let n = 0; document.querySelectorAll('path[data-status]').forEach((p) => (n += p.getAttribute('d')?.match(/M/g)?.length ?? 0));
      if (n >= 4000 && !window.__found) { window.__found = Math.round(performance.now()); mo.disconnect(); }
    });
    mo.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['d'] });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__found, null, { timeout: 20000 });
  await page.waitForTimeout(300);
  const r = await page.evaluate(() => ({ found: window.__found, lt: window.__lt, res: performance.getEntriesByType('resource').filter(e => /chunks|series|values/.test(e.name)).map(e => [e.name.split('/').pop().slice(0, 20), Math.round(e.startTime), Math.round(e.responseEnd)]) }));
  console.log('found', r.found, 'longtasks', JSON.stringify(r.lt));
  if (run === 2) console.log(JSON.stringify(r.res));
  await ctx.close();
}
await browser.close();

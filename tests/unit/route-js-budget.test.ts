import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/build-if-needed.mjs';
import { nextRouteStats } from '../../scripts/route-js';

/**
 * First-load JS per route, gzip, from the build `npm test` made. What every
 * page loads (Next's router, React DOM, the query and URL-state providers) is
 * what `/_not-found` loads: 146 KB when this was written, 135 KB of it Next's
 * and React's own. Budgets, so that growth is a decision rather than drift:
 */
const SHARED_MAX_KB = 150;
/** The heaviest route (the review queue, the tracker page) was 74 KB above the shared part. */
const ABOVE_SHARED_MAX_KB = 80;

describe('first-load JS budget', () => {
  const stats = nextRouteStats();
  const of = (route: string) => stats?.find((r) => r.route === route)?.firstLoadGzipKB;

  it('has a build to measure, with the console routes in it', () => {
    expect(stats, `no route-bundle-stats.json in ${distDir}: build first (npm run build)`).toBeDefined();
    const routes = new Set(stats?.map((r) => r.route));
    for (const route of [
      '/',
      '/companies',
      '/companies/[companyId]',
      '/review',
      '/trackers/[trackerId]',
      '/_not-found',
    ])
      expect(routes).toContain(route);
  });

  it(`keeps what every page loads within ${SHARED_MAX_KB} KB gzip`, () => {
    expect(of('/_not-found')).toBeLessThanOrEqual(SHARED_MAX_KB);
  });

  it(`keeps every route within ${ABOVE_SHARED_MAX_KB} KB gzip above it`, () => {
    const shared = of('/_not-found') ?? 0;
    const over = (stats ?? [])
      .filter((r) => r.firstLoadGzipKB - shared > ABOVE_SHARED_MAX_KB)
      .map((r) => `${r.route}: ${r.firstLoadGzipKB} KB (${(r.firstLoadGzipKB - shared).toFixed(1)} above shared)`);
    expect(over).toEqual([]);
  });
});

'use client';

import { lazy } from 'react';

/** Starts loading the chart's code: a page calls it as soon as it knows it will draw one. */
export const loadCompanyHistory = () => import('./company-history');

/**
 * The value history (chart or timeline) and its d3 scales, in a chunk of
 * their own. Used without a Suspense boundary: React streams a boundary this
 * large apart from the page and reveals it frames later. Hydration waits for
 * the chunk instead, with the server's chart on screen.
 */
export const CompanyHistory = lazy(() => loadCompanyHistory().then((m) => ({ default: m.CompanyHistory })));

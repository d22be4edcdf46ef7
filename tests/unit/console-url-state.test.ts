import { createSerializer } from 'nuqs/server';
import { describe, expect, it } from 'vitest';
import {
  companyListParams,
  companySearchParams,
  loadCompanySearchParams,
} from '../../components/companies/search-params';
import { fundCompanyListParams, loadFundCompanySearchParams } from '../../components/funds/search-params';
import { loadTimelineSearchParams, timelineFilters } from '../../components/touchpoints/filters';
import { loadValueSearchParams, valueListParams } from '../../components/trackers/values/search-params';
import {
  FIRST_PAGE,
  nextPage,
  pageNumber,
  previousPage,
  type PagingState,
} from '../../components/ui/data-table/search-params';

// The console's URL vocabulary: what the server pages read (loaders) and what the views write (serializer).

describe('paging state', () => {
  const first: PagingState = { limit: 25, pageToken: null, prev: [] };

  it('walks forward and back through cursors, keeping the way back in `prev`', () => {
    const second = { ...first, ...nextPage(first, 'b') };
    const third = { ...second, ...nextPage(second, 'c') };
    const fourth = { ...third, ...nextPage(third, 'd') };
    expect(fourth).toMatchObject({ pageToken: 'd', prev: ['b', 'c'] });
    expect([first, second, third, fourth].map(pageNumber)).toEqual([1, 2, 3, 4]);
    const back = { ...fourth, ...previousPage(fourth) };
    expect(back).toMatchObject({ pageToken: 'c', prev: ['b'] });
    expect(previousPage({ ...second })).toEqual(FIRST_PAGE);
  });

  it('ignores a stray `prev` on the first page', () => {
    const stray = { ...first, prev: ['x'] };
    expect(pageNumber(stray)).toBe(1);
    expect(previousPage(stray)).toEqual(FIRST_PAGE);
    expect(nextPage(stray, 'b')).toEqual({ pageToken: 'b', prev: [] });
  });
});

describe('the companies URL', () => {
  it('reads search, limit and cursors; odd values fall back to defaults', () => {
    const state = loadCompanySearchParams({ search: '  robot  ', limit: '50', pageToken: 'tok3', prev: ['tok2'] });
    expect(state).toEqual({ search: 'robot', limit: 50, pageToken: 'tok3', prev: ['tok2'] });
    expect(companyListParams(state)).toEqual({ search: 'robot', limit: 50, pageToken: 'tok3' });
    expect(loadCompanySearchParams({ search: '   ', limit: '7', pageToken: '' })).toEqual({
      search: '',
      limit: 25,
      pageToken: null,
      prev: [],
    });
    expect(loadCompanySearchParams({ search: 'x'.repeat(300) }).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, a list as the parameter repeated', () => {
    const serialize = createSerializer(companySearchParams);
    expect(serialize({ search: '', limit: 25, pageToken: null, prev: [] })).toBe('');
    expect(serialize({ search: 'robot', limit: 50, pageToken: 'c', prev: ['a', 'b'] })).toBe(
      '?search=robot&limit=50&pageToken=c&prev=a&prev=b',
    );
  });
});

describe('filters are named as the API names its query parameters', () => {
  it('fund companies: `status`, repeated, known values only, in a fixed order', () => {
    const state = loadFundCompanySearchParams({ status: ['dissolved', 'bogus', 'exited'], limit: '100' });
    expect(fundCompanyListParams(state)).toEqual({
      statuses: ['exited', 'dissolved'],
      limit: 100,
      pageToken: undefined,
    });
  });

  it('tracker values: companyPublicId, status, effectiveFrom/To, updatedAfter, sort', () => {
    const state = loadValueSearchParams({
      companyPublicId: 'abc_DEF-123',
      status: ['rejected', 'suggested'],
      effectiveFrom: '2024-01-01',
      effectiveTo: 'not a date',
      updatedAfter: '2024-02-03',
      sort: 'updatedAt',
      pageToken: 't',
    });
    expect(valueListParams(state)).toEqual({
      companyPublicId: 'abc_DEF-123',
      status: ['suggested', 'rejected'],
      effectiveFrom: '2024-01-01',
      effectiveTo: undefined,
      updatedAfter: '2024-02-03T00:00:00Z',
      sort: 'updatedAt',
      limit: 25,
      pageToken: 't',
    });
    expect(loadValueSearchParams({ companyPublicId: 'has spaces', sort: 'name' })).toMatchObject({
      companyPublicId: null,
      sort: 'effectiveAt',
    });
  });

  it('touchpoints: topic and category repeated, sort', () => {
    const filters = timelineFilters(
      loadTimelineSearchParams({ topic: ['board-meeting', 'nope'], category: 'governance', sort: 'updatedAt' }),
    );
    expect(filters).toEqual({ topics: ['board-meeting'], categories: ['governance'], sort: 'updatedAt' });
  });
});

import type { SourceType } from './types';

/** Where a source's page lives: the path part of its citation permalink. */
export const sourceHref = (type: SourceType, publicId: string): string =>
  `/sources/${type}/${encodeURIComponent(publicId)}`;

export const companyHref = (publicId: string): string => `/companies/${encodeURIComponent(publicId)}`;

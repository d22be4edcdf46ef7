import 'server-only';
import { apiGet, ExportError } from './api';

/** Names kept at most: an export's memory must not grow with the number of companies it meets. */
const MAX_NAMES = 5_000;
/** Lookups in flight at once, per page. */
const CONCURRENCY = 8;

/**
 * Company names for the rows that name companies by id (tracker values):
 * the API has no batch lookup, so each new id costs one GET, and names seen
 * recently are kept, oldest forgotten first. A company gone since (404) has
 * no name; its id column still says which it was.
 */
export function companyNames() {
  const names = new Map<string, string | undefined>();

  async function lookup(publicId: string): Promise<void> {
    try {
      const body = await apiGet(`/companies/${encodeURIComponent(publicId)}`);
      const name = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).name : undefined;
      remember(publicId, typeof name === 'string' ? name : undefined);
    } catch (err) {
      if (err instanceof ExportError && err.status === 404) remember(publicId, undefined);
      else throw err;
    }
  }

  function remember(publicId: string, name: string | undefined) {
    names.set(publicId, name);
    if (names.size > MAX_NAMES) {
      const oldest = names.keys().next();
      if (!oldest.done) names.delete(oldest.value);
    }
  }

  return {
    /** Looks up the ids not known yet; afterwards `get` answers for every one of them. */
    async load(ids: readonly string[]): Promise<void> {
      const missing = [...new Set(ids)].filter((id) => !names.has(id));
      for (let i = 0; i < missing.length; i += CONCURRENCY) {
        await Promise.all(missing.slice(i, i + CONCURRENCY).map(lookup));
      }
    },
    get: (publicId: string) => names.get(publicId),
  };
}

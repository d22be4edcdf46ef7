/**
 * Derived company columns, written by the API and the seed alike.
 * The search text joins the searchable fields with a control character that
 * no name, alternative name or domain may contain, so a search can never
 * match across the boundary of two fields.
 */
const SEARCH_SEPARATOR = '\u001f';

export function companySortName(name: string): string {
  return name.toLowerCase();
}

export function companySearchText(c: { name: string; alternativeNames: string[]; domains: string[] }): string {
  return [c.name, ...c.alternativeNames, ...c.domains].join(SEARCH_SEPARATOR).toLowerCase();
}

/** A term with a control character cannot occur within one field. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

import { z } from 'zod';
import { ApiRequestError, fieldErrors } from '@/lib/console/client';
import { type Company, CompanyCreateSchema, CompanyUpdateSchema } from '@/lib/schemas/company';

/**
 * The form edits every field as text; lists are one item per line (domains
 * may also be comma- or space-separated). The text is turned into an API body
 * and then validated by the API's own schema, so the rules live in one place
 * and error paths are the API's (`domains.2`), which are also the form's names.
 */
const FormText = z.object({
  name: z.string(),
  primaryDomain: z.string(),
  domains: z.string(),
  headline: z.string(),
  alternativeNames: z.string(),
  linkedinSlug: z.string(),
  twitterSlug: z.string(),
  crunchbaseSlug: z.string(),
});
export type CompanyFormValues = z.input<typeof FormText>;
export type CompanyFormField = keyof CompanyFormValues;
const COMPANY_FORM_FIELDS = FormText.keyof().options;

function splitDomains(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);
}

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `empty` is what a blank optional field becomes: left out on create, `null` (clear it) on update. */
function toBody<E extends null | undefined>(v: CompanyFormValues, empty: E) {
  const text = (s: string) => (s.trim() === '' ? empty : s.trim());
  const list = (items: string[]) => (items.length > 0 ? items : empty);
  return {
    name: v.name,
    primaryDomain: text(v.primaryDomain),
    // The API always adds the primary domain to `domains`; the form lists only the others.
    domains: list(splitDomains(v.domains)),
    headline: text(v.headline),
    alternativeNames: list(splitLines(v.alternativeNames)),
    linkedinSlug: text(v.linkedinSlug),
    twitterSlug: text(v.twitterSlug),
    crunchbaseSlug: text(v.crunchbaseSlug),
  };
}

export const companyCreateFormSchema = FormText.transform((v): z.input<typeof CompanyCreateSchema> =>
  toBody(v, undefined),
).pipe(CompanyCreateSchema);
export const companyUpdateFormSchema = FormText.transform((v): z.input<typeof CompanyUpdateSchema> =>
  toBody(v, null),
).pipe(CompanyUpdateSchema);

/**
 * Friendlier wording where the schema has none of its own (its own messages
 * win over this map). Slug patterns are explained in each field's description.
 */
export const companyFormErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_format' && issue.format === 'regex' ? 'contains characters that are not allowed' : undefined;

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    primaryDomain: company?.primaryDomain ?? '',
    domains: (company?.domains ?? []).filter((d) => d !== company?.primaryDomain).join('\n'),
    headline: company?.headline ?? '',
    alternativeNames: (company?.alternativeNames ?? []).join('\n'),
    linkedinSlug: company?.linkedinSlug ?? '',
    twitterSlug: company?.twitterSlug ?? '',
    crunchbaseSlug: company?.crunchbaseSlug ?? '',
  };
}

function sentence(predicate: string): string {
  return predicate.charAt(0).toUpperCase() + predicate.slice(1);
}

function listItems(field: CompanyFormField, values: CompanyFormValues): string[] | undefined {
  if (field === 'domains') return splitDomains(values.domains);
  if (field === 'alternativeNames') return splitLines(values.alternativeNames);
  return undefined;
}

/**
 * The message to show under a field. List fields get their errors per item
 * (`domains.2`), so the offending item is quoted.
 */
export function fieldMessage(error: unknown, field: CompanyFormField, values: CompanyFormValues): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return sentence(error.message);
  for (const [key, inner] of Object.entries(error)) {
    const index = Number(key);
    const message = inner && typeof inner === 'object' && 'message' in inner ? inner.message : undefined;
    if (!Number.isInteger(index) || typeof message !== 'string') continue;
    const item = listItems(field, values)?.[index];
    return item ? `“${item}” ${message}` : sentence(message);
  }
  return undefined;
}

const DOMAIN_CONFLICT = 'Another company already uses this domain';

/** Where a failed save belongs: a field and its message, or undefined for a form-wide failure. */
export function serverFieldError(
  error: unknown,
  values: CompanyFormValues,
): { field: CompanyFormField; message: string } | undefined {
  if (error instanceof ApiRequestError && error.status === 409) {
    return { field: 'primaryDomain', message: DOMAIN_CONFLICT };
  }
  const issue = fieldErrors(error, COMPANY_FORM_FIELDS).find((e) => e.field !== undefined);
  if (!issue?.field) return undefined;
  // `domains.2 must be …`: quote the item it points at.
  const index = /^\w+\.(\d+)$/.exec(issue.path)?.[1];
  const item = index === undefined ? undefined : listItems(issue.field, values)?.[Number(index)];
  return { field: issue.field, message: item ? `“${item}” ${issue.message}` : sentence(issue.message) };
}

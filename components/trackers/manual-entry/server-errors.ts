import { fieldErrors } from '@/lib/console/client';
import { ENTRY_FORM_FIELDS, type EntryFormField } from './entry-schema';

/** A refused value's problems, each on the field it names; a problem naming none is the form's. */
interface EntryErrors {
  fields: Array<{ field: EntryFormField; message: string }>;
  form: string[];
}

/** `companyPublicId: company … is outside the scope of tracker …`: a sentence about one field, not yet an issue. */
const NAMED = /^([A-Za-z][\w.]*):\s+(.+)$/s;

const sentence = (predicate: string) => {
  const s = predicate.charAt(0).toUpperCase() + predicate.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

/**
 * Where the API's 400 belongs. Its `issues` (or message parts starting with a
 * field path) land on fields; the scope check names its field with a colon,
 * and is said in the analyst's words: the tracker and company by name.
 */
export function entryErrors(
  error: unknown,
  context: { trackerName: string; companyName: string | undefined; periodTotal: boolean },
): EntryErrors {
  const out: EntryErrors = { fields: [], form: [] };
  for (const e of fieldErrors(error, ENTRY_FORM_FIELDS)) {
    let field = e.field;
    let message = e.message;
    const named = field === undefined ? NAMED.exec(e.message) : null;
    if (named?.[1] && named[2] && (ENTRY_FORM_FIELDS as readonly string[]).includes(named[1])) {
      field = named[1] as EntryFormField;
      message = named[2];
    }
    // A period total's date is made from its year and month or quarter.
    if (field === 'effectiveAt' && context.periodTotal) field = 'periodYear';
    if (field === 'companyPublicId' && /outside the scope/.test(message)) {
      message = `${context.trackerName} does not cover ${context.companyName ?? 'this company'}. Choose a company the tracker covers.`;
    }
    if (field) out.fields.push({ field, message: sentence(message) });
    else out.form.push(e.message);
  }
  return out;
}

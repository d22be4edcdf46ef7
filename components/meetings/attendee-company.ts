'use client';

import { useQueries } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { companyListQuery } from '@/lib/console/query-options/companies';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { MeetingFormValues } from './meeting-form';

export interface CompanyChoice {
  publicId: string;
  name: string;
}

export interface FoundCompany extends CompanyChoice {
  /** The domain that matched and the attendee whose email has it. */
  domain: string;
  email: string;
}

export type AttendeeCompany =
  | { state: 'no-emails' }
  | { state: 'searching' }
  | { state: 'found'; company: FoundCompany }
  | { state: 'none' }
  | { state: 'failed' };

/** A search term may match a domain by substring; a page this long holds the exact match in practice. */
const RESULTS = 25;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** mail.acme.com → [mail.acme.com, acme.com]: as derivation reads a subdomain, the most specific first. */
export function domainCandidates(email: string): string[] {
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * The company derivation will file the meeting under, found live as attendees
 * are typed: the first attendee (in list order) with an email whose domain, or
 * a parent domain, is a company's primary domain or one of its domains, exactly
 * as the server's derivation matches (which also skips workspace members' emails,
 * a list the console cannot read).
 */
export function useAttendeeCompany(control: Control<MeetingFormValues, unknown, MeetingImport>): AttendeeCompany {
  const attendees = useWatch({ control, name: 'attendees' });
  const typed = attendees
    .map((a) => a.email.trim().toLowerCase())
    .filter((e) => EMAIL.test(e))
    .join('\n');
  const settled = useDebouncedValue(typed, 300);
  const emails = settled ? settled.split('\n') : [];
  const domains = [...new Set(emails.flatMap(domainCandidates))];
  const results = useQueries({
    queries: domains.map((domain) => companyListQuery({ search: domain, limit: RESULTS })),
  });

  if (emails.length === 0) return { state: typed ? 'searching' : 'no-emails' };
  for (const email of emails) {
    for (const domain of domainCandidates(email)) {
      const result = results[domains.indexOf(domain)];
      if (!result || result.isPending) return { state: 'searching' };
      if (result.isError) return { state: 'failed' };
      const match = result.data.items.find(
        (c) => c.primaryDomain?.toLowerCase() === domain || c.domains.some((d) => d.toLowerCase() === domain),
      );
      if (match) return { state: 'found', company: { publicId: match.publicId, name: match.name, domain, email } };
    }
  }
  return { state: typed === settled ? 'none' : 'searching' };
}

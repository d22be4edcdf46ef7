'use client';

import Link from 'next/link';
import { TriangleAlert } from 'lucide-react';
import { CompanyPicker } from '@/components/trackers/values/company-picker';
import type { AttendeeCompany, CompanyChoice } from './attendee-company';
import { FieldGroup } from './meeting-fields';

const muted = 'text-sm text-zinc-600 dark:text-zinc-400';
const link = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

function FoundLine({ found }: { found: AttendeeCompany }) {
  switch (found.state) {
    case 'no-emails':
      return <p className={muted}>Add an attendee with an email address to find the company.</p>;
    case 'searching':
      return <p className={muted}>Looking up the attendees&apos; email domains…</p>;
    case 'failed':
      return <p className={muted}>The company could not be looked up. Keep typing to retry.</p>;
    case 'none':
      return <p className={muted}>No company has the attendees&apos; email domains.</p>;
    case 'found':
      return (
        <p className="text-sm">
          Found from attendees:{' '}
          <Link href={`/companies/${found.company.publicId}`} className={link}>
            {found.company.name}
          </Link>{' '}
          <span className="text-zinc-600 dark:text-zinc-400">
            ({found.company.domain}, from {found.company.email})
          </span>
        </p>
      );
  }
}

/**
 * The company the meeting belongs to: the one found from the attendees as
 * they are typed, or another picked here, which the import then names
 * (companyPublicId) so the server files the meeting there.
 */
export function CompanyFields({
  found,
  picked,
  onPick,
}: {
  found: AttendeeCompany;
  picked: CompanyChoice | undefined;
  onPick: (company: CompanyChoice | undefined) => void;
}) {
  const auto = found.state === 'found' ? found.company : undefined;
  const expected = picked ?? auto;
  const differs = picked !== undefined && auto !== undefined && picked.publicId !== auto.publicId;
  return (
    <FieldGroup
      legend="Company"
      description="Found from the first attendee whose email domain is one of a company's domains. Pick another to file the meeting there."
    >
      <div role="status" aria-live="polite">
        <FoundLine found={found} />
      </div>
      <CompanyPicker
        value={expected?.publicId}
        valueName={expected?.name}
        placeholder="Choose a company"
        onChange={(publicId, name) => onPick(publicId ? { publicId, name: name ?? '' } : undefined)}
      />
      {differs ? (
        <p className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The meeting will be filed under {picked.name}, not {auto.name} as the attendees suggest.
          </span>
        </p>
      ) : null}
    </FieldGroup>
  );
}

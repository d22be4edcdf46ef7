'use client';

import { CompanyPicker } from '@/components/trackers/values/company-picker';
import { FieldGroup } from './meeting-fields';

export interface CompanyChoice {
  publicId: string;
  name: string;
}

/**
 * The company the meeting belongs to: left empty, the server files it under
 * the company its attendees' email domains name (the import's answer says
 * which); picked here, the import names it (companyPublicId) and it goes there.
 */
export function CompanyFields({
  picked,
  onPick,
}: {
  picked: CompanyChoice | undefined;
  onPick: (company: CompanyChoice | undefined) => void;
}) {
  return (
    <FieldGroup
      legend="Company"
      description="Leave it empty to file the meeting under the company of the first attendee whose email domain is one of a company's; the result says which. Pick one to file it there instead."
    >
      <CompanyPicker
        value={picked?.publicId}
        valueName={picked?.name}
        placeholder="Found from the attendees"
        onChange={(publicId, name) => onPick(publicId ? { publicId, name: name ?? '' } : undefined)}
      />
    </FieldGroup>
  );
}

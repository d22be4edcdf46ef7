'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { companyQuery } from '@/lib/console/query-options/companies';
import { LazyEditCompanyDialog } from '../company-form/lazy-company-dialogs';
import { domainHref, socialLinks } from '../social';
import { isNotFound } from './company-frame';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { ProfileSkeleton } from './profile-skeleton';

const linkClass =
  'inline-flex items-center gap-1 text-zinc-900 underline underline-offset-4 hover:text-zinc-700 dark:text-zinc-100 dark:hover:text-zinc-300';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

function None({ children }: { children: ReactNode }) {
  return <p className="text-sm text-zinc-600 dark:text-zinc-400">{children}</p>;
}

export function CompanyProfile({ companyId }: { companyId: string }) {
  const query = useQuery(companyQuery(companyId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) return <ProfileSkeleton />;
  // The layout around this page shows the not-found state.
  if (query.isError && isNotFound(query.error)) return null;
  if (query.isError) {
    return <ErrorState title="Could not load the profile" error={query.error} onRetry={() => void query.refetch()} />;
  }

  const company = query.data;
  const links = socialLinks(company);
  const domains = company.domains ?? [];
  const alternativeNames = company.alternativeNames ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" onClick={() => setDeleting(true)} className="text-red-700 dark:text-red-400">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <Section title="Domains">
          {domains.length === 0 ? (
            <None>No domains recorded.</None>
          ) : (
            <ul className="space-y-1 text-sm">
              {domains.map((domain) => (
                <li key={domain} className="flex items-center gap-2">
                  <a href={domainHref(domain)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {domain}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  {domain === company.primaryDomain ? <Badge variant="secondary">Primary</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Alternative names">
          {alternativeNames.length === 0 ? (
            <None>No alternative names.</None>
          ) : (
            <ul className="space-y-1 text-sm">
              {alternativeNames.map((name) => (
                <li key={name} className="break-words">
                  {name}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Social profiles">
          {links.length === 0 ? (
            <None>No social profiles linked.</None>
          ) : (
            <ul className="space-y-1 text-sm">
              {links.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {link.network}: {link.slug}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <LazyEditCompanyDialog company={company} open={editing} onOpenChange={setEditing} />
      <DeleteCompanyDialog company={company} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

'use client';

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Company } from '@/lib/schemas/company';
import { domainHref, socialLinks } from '../../social';
import { mutedClass } from './section';

const linkClass =
  'inline-flex items-center gap-1 break-all text-zinc-900 underline underline-offset-4 hover:text-zinc-700 dark:text-zinc-100 dark:hover:text-zinc-300';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-1.5">
      <h2 id={id} className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {title}
      </h2>
      {children}
    </section>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className={`text-sm ${mutedClass}`}>{children}</p>;

/** The company's identifiers, compact: domains, other names and social profiles. */
export function ProfileSide({ company }: { company: Company }) {
  const links = socialLinks(company);
  const domains = company.domains ?? [];
  const alternativeNames = company.alternativeNames ?? [];
  return (
    <div className="grid content-start gap-4 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950">
      <Section title="Domains">
        {domains.length === 0 ? (
          <None>No domains recorded.</None>
        ) : (
          <ul className="space-y-1 text-sm">
            {domains.map((domain) => (
              <li key={domain} className="flex flex-wrap items-center gap-2">
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
  );
}

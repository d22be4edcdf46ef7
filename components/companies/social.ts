import type { Company } from '@/lib/schemas/company';

interface SocialLink {
  network: 'LinkedIn' | 'X (Twitter)' | 'Crunchbase';
  /** Short text for tight spaces such as table cells. */
  short: string;
  href: string;
  slug: string;
}

/** The company's social profiles that have a slug, as public profile URLs. */
export function socialLinks(company: Pick<Company, 'linkedinSlug' | 'twitterSlug' | 'crunchbaseSlug'>): SocialLink[] {
  const links: SocialLink[] = [];
  // Slugs are validated server-side to [A-Za-z0-9_-], but encode anyway: the data may come from elsewhere.
  if (company.linkedinSlug) {
    links.push({
      network: 'LinkedIn',
      short: 'LinkedIn',
      slug: company.linkedinSlug,
      href: `https://www.linkedin.com/company/${encodeURIComponent(company.linkedinSlug)}`,
    });
  }
  if (company.twitterSlug) {
    links.push({
      network: 'X (Twitter)',
      short: 'X',
      slug: company.twitterSlug,
      href: `https://x.com/${encodeURIComponent(company.twitterSlug)}`,
    });
  }
  if (company.crunchbaseSlug) {
    links.push({
      network: 'Crunchbase',
      short: 'Crunchbase',
      slug: company.crunchbaseSlug,
      href: `https://www.crunchbase.com/organization/${encodeURIComponent(company.crunchbaseSlug)}`,
    });
  }
  return links;
}

export function domainHref(domain: string): string {
  return `https://${domain}`;
}

import type { Rng } from './random';
import {
  AUDIENCES,
  DISAMBIGUATORS,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_STEMS,
  NAME_SUFFIXES,
  OFFERINGS,
  TLDS,
  type Sector,
} from './words';

interface CompanyIdentity {
  name: string;
  sector: Sector;
  offering: string;
  primaryDomain: string;
  domains: string[];
  alternativeNames: string[];
  headline: string | null;
  linkedinSlug: string | null;
  twitterSlug: string | null;
  crunchbaseSlug: string | null;
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const hyphenated = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Hands out company identities whose names and primary domains never repeat,
 * however many are asked for: stem + suffix pairs run out near 16,000, after
 * which a disambiguating word and then a roman numeral are appended.
 */
export class CompanyNamer {
  private readonly names = new Set<string>();
  private readonly domains = new Set<string>();

  constructor(private readonly rng: Rng) {}

  next(fixed?: { stem: string; suffix: string; sector: Sector }): CompanyIdentity {
    const { name, sector, stem } = this.uniqueName(fixed);
    const slug = compact(name);
    const primaryDomain = this.uniqueDomain(slug, sector);
    const rng = this.rng;

    const domains = [primaryDomain];
    if (rng.chance(0.35)) {
      const extras = [`${slug}.${rng.pick(TLDS)}`, `get${slug}.com`, `${slug}hq.com`, `try${slug}.io`, `${slug}.co.uk`];
      for (const d of rng.sample(extras, rng.int(1, 3))) if (!domains.includes(d)) domains.push(d);
    }

    const alternativeNames: string[] = [];
    if (rng.chance(0.3)) {
      const options = [stem, `${name} Inc.`, name.replace(/ /g, ''), `${stem} ${rng.pick(NAME_SUFFIXES)[0]}`];
      for (const alt of rng.sample(options, rng.int(1, 2))) if (alt !== name) alternativeNames.push(alt);
    }

    const offering = rng.pick(OFFERINGS[sector]);
    const audience = rng.pick(AUDIENCES);
    const headline = rng.chance(0.92)
      ? rng.pick([
          `${capitalize(offering)} for ${audience}.`,
          `Building ${offering} for ${audience}.`,
          `${name} makes ${offering} for ${audience}.`,
          `${capitalize(offering)} for ${audience}, priced per seat and sold bottom-up.`,
        ])
      : null;

    return {
      name,
      sector,
      offering,
      primaryDomain,
      domains,
      alternativeNames,
      headline,
      linkedinSlug: rng.chance(0.8) ? hyphenated(name) : null,
      twitterSlug: rng.chance(0.65) ? rng.pick([slug, `${slug}hq`, `${compact(stem)}_${sector}`]) : null,
      crunchbaseSlug: rng.chance(0.7) ? hyphenated(name) : null,
    };
  }

  private uniqueName(fixed?: { stem: string; suffix: string; sector: Sector }) {
    const rng = this.rng;
    let stem = fixed?.stem ?? rng.pick(NAME_STEMS);
    let [suffix, sector] = fixed ? [fixed.suffix, fixed.sector] : rng.pick(NAME_SUFFIXES);
    let name = `${stem} ${suffix}`;
    for (let attempt = 0; attempt < 4 && this.names.has(name.toLowerCase()); attempt++) {
      stem = rng.pick(NAME_STEMS);
      [suffix, sector] = rng.pick(NAME_SUFFIXES);
      name = `${stem} ${suffix}`;
    }
    if (this.names.has(name.toLowerCase())) {
      const base = name;
      for (const word of rng.sample(DISAMBIGUATORS, DISAMBIGUATORS.length)) {
        name = `${base} ${word}`;
        if (!this.names.has(name.toLowerCase())) break;
      }
      for (let i = 0; this.names.has(name.toLowerCase()); i++) {
        name = `${base} ${ROMAN[i] ?? String(i + 2)}`;
      }
    }
    this.names.add(name.toLowerCase());
    return { name, sector, stem };
  }

  private uniqueDomain(slug: string, sector: Sector): string {
    const rng = this.rng;
    const preferred =
      sector === 'ai' && rng.chance(0.6) ? 'ai' : rng.weighted(['com', 'io', 'co', 'tech', 'dev'], [55, 20, 10, 8, 7]);
    for (const tld of [preferred, ...TLDS]) {
      const domain = `${slug}.${tld}`;
      if (!this.domains.has(domain)) {
        this.domains.add(domain);
        return domain;
      }
    }
    for (let i = 2; ; i++) {
      const domain = `${slug}${i}.com`;
      if (!this.domains.has(domain)) {
        this.domains.add(domain);
        return domain;
      }
    }
  }
}

interface PersonName {
  firstName: string;
  lastName: string;
}

export function personName(rng: Rng): PersonName {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
}

export function emailLocal(p: PersonName, full: boolean): string {
  return full ? `${p.firstName}.${p.lastName}`.toLowerCase() : p.firstName.toLowerCase();
}

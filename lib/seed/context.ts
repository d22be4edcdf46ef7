import type { PgTable } from 'drizzle-orm/pg-core';
import { tableMeta, type Writer } from './batch';
import type { Ref } from './pending';
import { IdStream, Rng } from './random';
import type { Sector } from './words';

export interface SeedProgress {
  phase: string;
  done: number;
  total: number;
}
export type ProgressFn = (p: SeedProgress) => void;

export interface SeedMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SeedPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
}

/** What later phases need to know about a company, kept small: 100,000 of them stay in memory. */
export interface SeedCompany {
  index: number;
  id: number;
  publicId: string;
  name: string;
  sortName: string;
  domain: string;
  sector: Sector;
  /** What it sells, as its headline says: its stories are about it. */
  offering: string;
  createdMs: number;
  persons: SeedPerson[];
  /** A few of the company's emails, files and elements, for tracker value citations. */
  evidence: { emails: Ref[]; files: Ref[]; elements: Ref[] };
}

/**
 * State shared by the phases of one workspace's seed. Each phase draws from
 * its own labelled random stream, so a change in one phase's draws leaves the
 * others' output as it was.
 */
export class SeedContext {
  members: SeedMember[] = [];
  companies: SeedCompany[] = [];
  private readonly idStreams = new Map<string, IdStream>();

  constructor(
    readonly w: Writer,
    readonly workspaceId: number,
    /** Namespaces the random streams: 'demo' or 'other'. */
    readonly label: string,
    /** Size factor: N / 200 for the demo workspace. */
    readonly scale: number,
    private readonly onProgress: ProgressFn,
  ) {}

  rng(phase: string): Rng {
    return new Rng(`${this.label}:${this.scale}:${phase}`);
  }

  publicId(table: PgTable): string {
    const { name } = tableMeta(table);
    let stream = this.idStreams.get(name);
    if (!stream) {
      stream = new IdStream(`${this.label}:${name}`);
      this.idStreams.set(name, stream);
    }
    return stream.next();
  }

  /** Scales a count given for the 200-company demo, keeping at least `min`. */
  scaled(base: number, min = 1): number {
    return Math.max(min, Math.round(base * this.scale));
  }

  progress(phase: string, done: number, total: number): void {
    this.onProgress({ phase: this.label === 'demo' ? phase : `${this.label}: ${phase}`, done, total });
  }

  member(rng: Rng): SeedMember {
    return rng.pick(this.members);
  }
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

import { notes, persons } from '../db/schema';
import { TOPICS, type Topic } from '../schemas/common';
import { IdPool } from './batch';
import { fullName, type SeedContext, type SeedPerson } from './context';
import { emailLocal, personName } from './names';
import type { Rng } from './random';
import { companyNote, personNote } from './text';
import { ANCHOR_MS, DAY, HOUR, SPAN_MS, at } from './time';
import { FOUNDER_TITLES, SECOND_TITLES } from './words';

const CHUNK = 1000;

export function pickTopics(rng: Rng, first?: Topic): Topic[] {
  const topics = [first ?? rng.pick(TOPICS)];
  if (rng.chance(0.25)) {
    const extra = rng.pick(TOPICS);
    if (!topics.includes(extra)) topics.push(extra);
  }
  return topics;
}

/** Founders and executives: one or two per company, emailed at the company's domain. */
export async function seedPersons(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('persons');
  const all = ctx.companies;
  for (let start = 0; start < all.length; start += CHUNK) {
    const chunk = all.slice(start, start + CHUNK);
    const sizes = chunk.map(() => (rng.chance(0.45) ? 2 : 1));
    const ids = new IdPool(
      await ctx.w.reserveIds(
        persons,
        sizes.reduce((a, b) => a + b, 0),
      ),
    );
    const rows = [];
    for (const [i, company] of chunk.entries()) {
      for (let k = 0; k < (sizes[i] ?? 1); k++) {
        const name = personName(rng);
        const first = company.persons[0];
        const clash = first !== undefined && first.firstName === name.firstName;
        const person: SeedPerson = {
          id: ids.take(),
          ...name,
          email: `${emailLocal(name, clash)}@${company.domain}`,
          title: k === 0 ? rng.pick(FOUNDER_TITLES) : rng.pick(SECOND_TITLES),
        };
        company.persons.push(person);
        rows.push({
          id: person.id,
          workspaceId: ctx.workspaceId,
          publicId: ctx.publicId(persons),
          companyId: company.id,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          title: person.title,
          createdAt: at(company.createdMs + rng.int(0, 3) * DAY),
        });
      }
    }
    await ctx.w.insert(persons, rows);
    ctx.progress('persons', Math.min(start + CHUNK, all.length), all.length);
  }
}

/** Stand-alone notes on companies and on people (activity notes come with touchpoints). */
export async function seedNotes(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('notes');
  const all = ctx.companies;
  for (let start = 0; start < all.length; start += CHUNK) {
    const rows = [];
    for (const company of all.slice(start, start + CHUNK)) {
      const founder = company.persons[0];
      if (!founder) continue;
      const subject = { company: company.name, domain: company.domain, founder: fullName(founder) };
      const parents: Array<{ companyId: number | null; personId: number | null; person?: SeedPerson }> = [];
      for (let k = rng.int(0, 4); k > 0; k--) parents.push({ companyId: company.id, personId: null });
      for (const person of company.persons) {
        if (rng.chance(0.3)) parents.push({ companyId: null, personId: person.id, person });
      }
      for (const parent of parents) {
        const creator = ctx.member(rng);
        const occurredMs = ANCHOR_MS - rng.int(DAY, SPAN_MS);
        const createdMs = occurredMs + rng.int(5 * 60_000, 6 * HOUR);
        rows.push({
          workspaceId: ctx.workspaceId,
          publicId: ctx.publicId(notes),
          companyId: parent.companyId,
          personId: parent.personId,
          creatorMemberId: creator.id,
          content: parent.person
            ? personNote(rng, fullName(parent.person), company.name)
            : companyNote(rng, subject, creator.firstName),
          topics: pickTopics(rng),
          occurredAt: at(occurredMs),
          createdAt: at(createdMs),
          updatedAt: at(rng.chance(0.7) ? createdMs : Math.min(ANCHOR_MS, createdMs + rng.int(HOUR, 60 * DAY))),
        });
      }
    }
    await ctx.w.insert(notes, rows);
    ctx.progress('notes', Math.min(start + CHUNK, all.length), all.length);
  }
}

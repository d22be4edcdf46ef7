import { persons } from '../db/schema';
import { IdPool } from './batch';
import { type SeedContext, type SeedPerson } from './context';
import { emailLocal, personName } from './names';
import { DAY, at } from './time';
import { FOUNDER_TITLES, SECOND_TITLES } from './words';

const CHUNK = 1000;

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

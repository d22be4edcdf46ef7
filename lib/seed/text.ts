import type { Rng } from './random';

/** A team member's note about a founder or executive. */
export function personNote(rng: Rng, person: string, company: string): string {
  return [
    `### ${person}`,
    '',
    `${rng.pick(['Strong operator', 'Thoughtful, data-driven', 'Very customer-focused', 'Technical founder, learning sales'])}; previously at ${rng.pick(['a hyperscaler', 'a Series D scale-up', 'McKinsey', 'a university lab', 'two earlier startups'])}.`,
    '',
    `- Wants help with ${rng.pick(['enterprise pricing', 'hiring a CFO', 'board composition', 'US expansion'])}`,
    `- Prefers ${rng.pick(['async updates', 'a monthly call', 'quarterly in-person sessions'])}`,
    `- Works at *${company}*`,
  ].join('\n');
}

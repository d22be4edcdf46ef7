import type { Topic } from '../../schemas/common';
import { fullName, type SeedCompany, type SeedMember, type SeedPerson } from '../context';
import { Rng } from '../random';
import { personNote } from '../text';
import { ANCHOR_MS, DAY, HOUR, MINUTE, monthLabel, quarterLabel } from '../time';
import { SECTOR_WORDS } from './sectors';
import {
  boardDeck,
  boardNotes,
  boardTranscript,
  callNote,
  kpiCsv,
  launchNews,
  legalEmail,
  roundNews,
  updateBody,
  voiceOf,
  type Cast,
} from './texts';
import { quarterRevenue, truthOf, type Truth } from './truth';

/** Source material as it would have arrived: what the seed writes first and derivation then reads. */
export type StoryItem =
  | {
      kind: 'email';
      at: number;
      subject: string;
      body: string;
      from: SeedPerson;
      to: SeedMember[];
      cc: SeedPerson[];
      attachments: Attachment[];
    }
  | {
      kind: 'meeting';
      at: number;
      title: string;
      notes: string;
      transcript: string;
      owner: SeedMember;
      attendees: Array<{ name: string; email: string }>;
    }
  | { kind: 'note'; at: number; content: string; topics: Topic[]; creator: SeedMember; person?: SeedPerson };

/** A file sent with an email: its bytes, or a PDF's pages to be drawn when written. */
export type Attachment = { name: string; mediaType: string } & ({ bytes: Buffer } | { pdfPages: string[][] });

/** Only the first companies send decks as PDFs: drawing and reading them is the seed's slowest step. */
const DECK_COMPANIES = 200;

/** Months of story per touchpoint the plan gives a company: an update a month, plus boards and calls. */
const TOUCHPOINTS_PER_MONTH = 1.5;
const MAX_MONTHS = 96;
/** The most touchpoints one story tells. */
export const MAX_STORY_TOUCHPOINTS = MAX_MONTHS * TOUCHPOINTS_PER_MONTH;

/** How many months of story a company tells for the touchpoints the plan gives it. */
export function storyMonths(touchpoints: number): number {
  return Math.min(MAX_MONTHS, Math.max(1, Math.ceil(touchpoints / TOUCHPOINTS_PER_MONTH)));
}

interface Story {
  truth: Truth;
  items: StoryItem[];
}

/**
 * A company's story over its last months, oldest first: a monthly investor
 * update (some with a KPI sheet), a board meeting after each quarter, and
 * partners' notes after calls. Every figure comes from the company's truth.
 */
export function storyOf(
  label: string,
  company: Pick<SeedCompany, 'index' | 'name' | 'domain' | 'persons' | 'sector' | 'offering'>,
  members: SeedMember[],
  touchpoints: number,
): Story {
  const truth = truthOf(label, company.index, storyMonths(touchpoints));
  const rng = new Rng(`${label}:story:${company.index}`);
  const founder = company.persons[0];
  const items: StoryItem[] = [];
  if (!founder || touchpoints === 0) return { truth, items };
  const cast: Cast = { company: company.name, domain: company.domain, founder: fullName(founder) };
  const partner = rng.pick(members);
  const voice = voiceOf(rng, SECTOR_WORDS[company.sector], company.offering);
  truth.months.forEach((m, i) => {
    const prev = truth.months[i - 1];
    const sent = m.ms + rng.int(2, 8) * DAY + rng.int(8 * HOUR, 18 * HOUR);
    const month = monthLabel(m.ms);
    const attachments: Attachment[] = [];
    if (i >= 2 && rng.chance(0.35)) {
      attachments.push({
        name: `${company.name} KPIs ${month}.csv`,
        mediaType: 'text/csv',
        bytes: Buffer.from(kpiCsv(truth.months.slice(i - 2, i + 1))),
      });
    }
    items.push({
      kind: 'email',
      at: sent,
      subject: `${company.name} — ${month} investor update`,
      body: updateBody(rng, cast, voice, truth, m, prev),
      from: founder,
      to: [partner],
      cc: company.persons.slice(1),
      attachments,
    });
    const monthIndex = new Date(m.ms).getUTCMonth();
    if (monthIndex % 3 === 2 && i >= 2) {
      const quarter = quarterLabel(m.ms);
      const quarterMonths = truth.months.slice(i - 2, i + 1);
      // The deck and the notes discuss the same quarter: one revenue, one main risk.
      const q = { label: quarter, revenue: quarterRevenue(quarterMonths), risk: voice.risks.next() };
      const investor = fullName(partner);
      const meetingAt = m.ms + rng.int(12, 25) * DAY + rng.int(9, 16) * HOUR;
      if (company.index < DECK_COMPANIES && rng.chance(0.6)) {
        // The pre-read, a day ahead: the same event, so it joins the meeting's touchpoint.
        items.push({
          kind: 'email',
          at: meetingAt - DAY,
          subject: `Board deck for ${quarter}`,
          body: [
            'Hi all,',
            '',
            `Attached is the deck for the ${quarter} board meeting tomorrow.`,
            '',
            'Best,',
            cast.founder,
          ].join('\n'),
          from: founder,
          to: [partner],
          cc: [],
          attachments: [
            {
              name: `${company.name} board deck ${quarter}.pdf`,
              mediaType: 'application/pdf',
              pdfPages: boardDeck(rng, voice, truth, q),
            },
          ],
        });
      }
      items.push({
        kind: 'meeting',
        at: meetingAt,
        title: `${company.name} board meeting — ${quarter}`,
        notes: boardNotes(rng, cast, voice, truth, q, m),
        transcript: boardTranscript(cast, voice, investor, truth, m),
        owner: partner,
        attendees: [
          ...company.persons.map((p) => ({ name: fullName(p), email: p.email })),
          { name: investor, email: partner.email },
        ],
      });
    }
    // News and paperwork now and then, each on its own touchpoint; a round is always news.
    const extra = m.raised
      ? roundNews(cast, truth, m.raised)
      : rng.chance(0.08)
        ? launchNews(rng, cast, voice)
        : rng.chance(0.05)
          ? legalEmail(cast)
          : undefined;
    if (extra) {
      items.push({
        kind: 'email',
        // A round closes within its month; other news comes mid-month after.
        at: m.ms + (m.raised ? -rng.int(3, 20) : rng.int(12, 20)) * DAY + rng.int(8 * HOUR, 18 * HOUR),
        subject: extra.subject,
        body: extra.body,
        from: founder,
        to: [partner],
        cc: [],
        attachments: [],
      });
    }
    if (i % 4 === 1) {
      items.push({
        kind: 'note',
        at: sent + rng.int(3, 12) * DAY,
        content: callNote(rng, cast, voice, truth, m, partner.firstName),
        topics: ['adhoc-company-update'],
        creator: partner,
      });
    }
  });
  const person = company.persons[rng.int(0, company.persons.length - 1)];
  // Every company has a partner's note on one of its people.
  if (person) {
    items.push({
      kind: 'note',
      at: (truth.months[0]?.ms ?? ANCHOR_MS) + rng.int(1, 20) * DAY,
      content: personNote(rng, fullName(person), company.name),
      topics: ['other'],
      creator: rng.pick(members),
      person,
    });
  }
  // Nothing arrives after the seed's "now".
  const kept = items.filter((it) => it.at < ANCHOR_MS - MINUTE).sort((a, b) => a.at - b.at);
  return { truth, items: kept };
}

import { type citations, insights, touchpoints } from '../db/schema';
import { INSIGHT_CATEGORIES, type InsightCategory, type Topic } from '../schemas/common';
import {
  ActivityBuffer,
  addEmail,
  addFile,
  addMeeting,
  addNote,
  emptySources,
  randomPageFile,
  type ItemContext,
  type Sources,
} from './activity-items';
import { fullName, type SeedCompany, type SeedContext } from './context';
import { pickTopics } from './people';
import type { Ref } from './pending';
import type { Rng } from './random';
import { companyNote, insightText, type Subject } from './text';
import { ANCHOR_MS, DAY, MINUTE, SPAN_MS, at, monthLabel, quarterLabel } from './time';

type Kind = 'update' | 'board' | 'announcement' | 'adhoc' | 'legal' | 'other';
const KINDS: Kind[] = ['update', 'board', 'announcement', 'adhoc', 'legal', 'other'];
const KIND_WEIGHTS = [35, 15, 12, 18, 8, 12];
const KIND_TOPIC: Record<Kind, Topic> = {
  update: 'periodic-company-update',
  board: 'board-meeting',
  announcement: 'company-announcement',
  adhoc: 'adhoc-company-update',
  legal: 'legal-communication',
  other: 'other',
};
/** Which insights each kind of activity tends to yield. */
const CATEGORY_WEIGHTS: Record<Kind, number[]> = {
  //       fund grow prod gtm team ops  fin  mkt  gov  exit other
  update: [8, 20, 10, 10, 8, 8, 20, 6, 3, 1, 6],
  board: [10, 10, 6, 6, 8, 8, 14, 3, 25, 6, 4],
  announcement: [20, 8, 25, 10, 8, 2, 2, 20, 0, 3, 2],
  adhoc: [10, 10, 10, 10, 15, 10, 10, 5, 5, 5, 10],
  legal: [25, 0, 0, 0, 5, 5, 5, 0, 40, 15, 5],
  other: [5, 10, 10, 15, 10, 5, 5, 10, 5, 5, 20],
};

/** Flush once a buffer holds about this many touchpoints. */
const CHUNK_TOUCHPOINTS = 600;

/**
 * Companies past this many are the long tail of a big CRM: prospects and
 * passed deals, not companies that send monthly updates. Seeds up to this
 * size are dense throughout.
 */
export const DENSE_COMPANIES = 5_000;
/** The share of tail companies with any history: one touchpoint each. */
const TAIL_ACTIVE = 0.1;

/**
 * How many touchpoints each company gets. Among the first DENSE_COMPANIES,
 * one company per block of 200 has 120 (so pagination shows), about two
 * thirds of the others share the rest of `perCompany` each with a
 * long-tailed spread, and the remainder have none. Past them, a company has
 * one touchpoint or none.
 */
export function planTouchpoints(ctx: SeedContext, perCompany: number, showcaseEvery: number): number[] {
  return planOf(ctx.rng('touchpoint-plan'), ctx.companies.length, perCompany, showcaseEvery);
}

/** The plan for `n` companies drawn from `rng`: pure, so a check can draw it again. */
export function planOf(rng: Rng, n: number, perCompany: number, showcaseEvery: number): number[] {
  const dense = Math.min(n, DENSE_COMPANIES);
  const counts = new Array<number>(n).fill(0);
  spread(rng, counts, dense, Math.round(perCompany * dense), showcaseEvery);
  for (let i = dense; i < n; i++) counts[i] = rng.chance(TAIL_ACTIVE) ? 1 : 0;
  return counts;
}

/** Shares `total` touchpoints among the first `n` entries of `counts`. */
function spread(rng: Rng, counts: number[], n: number, total: number, showcaseEvery: number): void {
  const showcases = showcaseEvery > 0 ? Math.max(1, Math.floor(n / showcaseEvery)) : 0;
  const perShowcase = Math.min(120, Math.round((0.12 * total) / Math.max(1, showcases)));
  for (let b = 0; b < showcases; b++) counts[b * showcaseEvery] = perShowcase;
  const rest = total - showcases * perShowcase;
  const weights = counts.slice(0, n).map((c) => (c === 0 && rng.chance(0.65) ? Math.exp(rng.normal() * 0.9) : 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    // Too few companies for a spread (a seed of one or two): the first takes all.
    if (n > 0) counts[0] = (counts[0] ?? 0) + rest;
    return;
  }
  let remaining = rest;
  weights.forEach((w, i) => {
    const k = Math.floor((w / sum) * rest);
    counts[i] = (counts[i] ?? 0) + k;
    remaining -= k;
  });
  for (let i = 0; remaining > 0; i = (i + 1) % n) {
    if ((weights[i] ?? 0) > 0) {
      counts[i] = (counts[i] ?? 0) + 1;
      remaining--;
    }
  }
}

export async function seedActivity(ctx: SeedContext, plan: number[]): Promise<void> {
  const rng = ctx.rng('activity');
  const total = plan.reduce((a, b) => a + b, 0);
  const state = { meetingSeq: { next: 1 }, insightCount: 0 };
  let buf = new ActivityBuffer();
  let done = 0;
  for (const company of ctx.companies) {
    const count = plan[company.index] ?? 0;
    if (count > 0) generateCompany(ctx, rng, buf, company, count, state);
    done += count;
    if (buf.touchpoints.size >= CHUNK_TOUCHPOINTS) {
      for (const table of buf.tables) await table.flush(ctx.w);
      buf = new ActivityBuffer();
      ctx.progress('touchpoints', done, total);
    }
  }
  for (const table of buf.tables) await table.flush(ctx.w);
  ctx.progress('touchpoints', total, total);
}

interface ActivityState {
  meetingSeq: { next: number };
  insightCount: number;
}

function generateCompany(
  ctx: SeedContext,
  rng: Rng,
  buf: ActivityBuffer,
  company: SeedCompany,
  count: number,
  state: ActivityState,
) {
  const founder = company.persons[0];
  if (!founder) return;
  const subject: Subject = { company: company.name, domain: company.domain, founder: fullName(founder) };
  const times = Array.from({ length: count }, () => ANCHOR_MS - rng.int(DAY, SPAN_MS)).sort((a, b) => a - b);
  const earlier: Array<{ ref: Ref }> = [];
  for (const occurredMs of times) {
    const kind = rng.weighted(KINDS, KIND_WEIGHTS);
    const topics = pickTopics(rng, KIND_TOPIC[kind]);
    const headline = rng.chance(0.03) ? null : headlineFor(rng, kind, company.name, occurredMs);
    const snippet = rng.chance(0.05) ? null : `${subject.founder} ${snippetFor(rng, kind)}`;
    const updatedMs = rng.chance(0.4) ? occurredMs : Math.min(ANCHOR_MS, occurredMs + rng.int(MINUTE, 20 * DAY));
    const publicId = ctx.publicId(touchpoints);
    const nullTopics = rng.chance(0.03);
    const touchpoint = buf.touchpoints.add((r) => ({
      id: r.id,
      workspaceId: ctx.workspaceId,
      publicId,
      companyId: company.id,
      headline,
      snippet,
      topics: nullTopics ? null : topics,
      occurredAt: at(occurredMs),
      createdAt: at(Math.min(updatedMs, occurredMs + 5 * MINUTE)),
      updatedAt: at(updatedMs),
    }));
    const ic: ItemContext = {
      ctx,
      rng,
      buf,
      company,
      subject,
      touchpoint,
      occurredMs,
      topics,
      meetingSeq: state.meetingSeq,
    };
    const sources = addItems(ic, kind);

    for (let k = rng.int(1, 4); k > 0; k--) {
      // The first insights cycle through every category, so even a tiny seed shows them all.
      const category: InsightCategory =
        state.insightCount < INSIGHT_CATEGORIES.length
          ? (INSIGHT_CATEGORIES[state.insightCount] ?? 'other')
          : rng.weighted(INSIGHT_CATEGORIES, CATEGORY_WEIGHTS[kind]);
      state.insightCount++;
      const content = insightText(rng, category, subject);
      const insightPublicId = ctx.publicId(insights);
      const insight = buf.insights.add((r) => ({
        id: r.id,
        workspaceId: ctx.workspaceId,
        publicId: insightPublicId,
        touchpointId: touchpoint.id,
        category,
        content,
        occurredAt: at(occurredMs),
        createdAt: at(updatedMs),
      }));
      addCitations(ic, insight, sources, earlier);
    }
    earlier.push({ ref: touchpoint });
  }
}

type Target = { column: 'emailId' | 'fileId' | 'elementId' | 'meetingId' | 'noteId' | 'touchpointId'; ref: Ref };

function addCitations(ic: ItemContext, insight: Ref, src: Sources, earlier: Array<{ ref: Ref }>) {
  const { rng, ctx, buf } = ic;
  const pool: Target[] = [
    ...src.emails.map((ref) => ({ column: 'emailId' as const, ref })),
    ...src.files.map((ref) => ({ column: 'fileId' as const, ref })),
    ...src.elements.map((ref) => ({ column: 'elementId' as const, ref })),
    ...src.meetings.map((ref) => ({ column: 'meetingId' as const, ref })),
    ...src.notes.map((ref) => ({ column: 'noteId' as const, ref })),
  ];
  const wanted = rng.int(1, 3);
  // Now and then an insight points back at an earlier touchpoint of the company.
  const backLink = earlier.length > 0 && (pool.length === 0 || rng.chance(0.1));
  const chosen = rng.sample(pool, backLink ? wanted - 1 : wanted);
  if (backLink) chosen.push({ column: 'touchpointId', ref: rng.pick(earlier).ref });
  chosen.forEach((target, position) => {
    buf.citations.addLeaf(() => {
      const row: typeof citations.$inferInsert = { workspaceId: ctx.workspaceId, insightId: insight.id, position };
      row[target.column] = target.ref.id;
      return row;
    });
  });
}

function addItems(ic: ItemContext, kind: Kind): Sources {
  const { rng, company, ctx } = ic;
  const src = emptySources();
  const month = monthLabel(ic.occurredMs);
  const quarter = quarterLabel(ic.occurredMs);
  switch (kind) {
    case 'update': {
      const email = addEmail(ic, src, `${company.name} — ${month} investor update`, month);
      if (rng.chance(0.55)) {
        if (rng.chance(0.6)) addFile(ic, src, email, `${company.name} investor update ${month}`, 'pdf', rng.int(2, 6));
        else addFile(ic, src, email, `${company.name} financials ${quarter}`, 'xlsx', 0);
      }
      break;
    }
    case 'board': {
      addMeeting(ic, src, `${company.name} board meeting — ${quarter}`, ctx.member(rng));
      if (rng.chance(0.6)) {
        const email = addEmail(ic, src, `Board deck for ${quarter}`, quarter);
        addFile(ic, src, email, `${company.name} board deck ${quarter}`, 'pptx', rng.int(3, 8));
      }
      if (rng.chance(0.4)) addNote(ic, src, companyNote(rng, ic.subject, ctx.member(rng).firstName));
      break;
    }
    case 'announcement': {
      const email = addEmail(
        ic,
        src,
        `${company.name} announces ${rng.pick(['a new partnership', 'its Series A', 'a product launch', 'a new CEO', 'its expansion to the US'])}`,
        month,
      );
      if (rng.chance(0.3)) addFile(ic, src, email, `${company.name} press release`, 'pdf', rng.int(1, 2));
      break;
    }
    case 'adhoc': {
      if (rng.chance(0.6)) {
        const email = addEmail(ic, src, `Quick update from ${company.name}`, month);
        if (rng.chance(0.15)) {
          const f = randomPageFile(rng);
          addFile(ic, src, email, `${company.name} one-pager`, f.ext, f.pages);
        }
      } else addNote(ic, src, companyNote(rng, ic.subject, ctx.member(rng).firstName));
      if (rng.chance(0.2)) addMeeting(ic, src, `Catch-up with ${ic.subject.founder}`, ctx.member(rng));
      break;
    }
    case 'legal': {
      const doc = rng.pick(['Side letter', "Shareholders' agreement", 'Board consent', 'Share purchase agreement']);
      const email = addEmail(ic, src, `${doc} for signature`, month);
      addFile(ic, src, email, `${company.name} ${doc}`, 'docx', rng.int(2, 5));
      break;
    }
    case 'other': {
      if (rng.chance(0.5)) addNote(ic, src, companyNote(rng, ic.subject, ctx.member(rng).firstName));
      else addMeeting(ic, src, `Intro call: ${company.name}`, ctx.member(rng));
      break;
    }
  }
  return src;
}

function headlineFor(rng: Rng, kind: Kind, company: string, ms: number): string {
  switch (kind) {
    case 'update':
      return `${monthLabel(ms)} investor update: revenue up ${rng.int(2, 40)}%`;
    case 'board':
      return `${quarterLabel(ms)} board meeting`;
    case 'announcement':
      return `${company} ${rng.pick(['launches a new product line', 'announces a strategic partnership', 'closes its latest round', 'opens a US office'])}`;
    case 'adhoc':
      return `Update on ${rng.pick(['hiring', 'the sales pipeline', 'a key customer', 'product delays', 'fundraising'])}`;
    case 'legal':
      return `${rng.pick(['Side letter', 'Shareholder consent', 'Option plan amendment'])} circulated for signature`;
    case 'other':
      return `${rng.pick(['Intro call', 'Coffee chat', 'Customer reference call'])} with ${company}`;
  }
}

function snippetFor(rng: Rng, kind: Kind): string {
  const lines: Record<Kind, string[]> = {
    update: ['shared the monthly numbers and the hiring plan.', 'reported revenue ahead of plan and a lower burn.'],
    board: ['walked the board through the quarter and the budget.', 'presented the plan for the next two quarters.'],
    announcement: [
      'announced news the team has been preparing for months.',
      'shared the press release ahead of publication.',
    ],
    adhoc: ['flagged a development worth discussing before the next update.', 'asked for help with an introduction.'],
    legal: ['sent documents that need investor signatures.', 'circulated a consent for review.'],
    other: ['met the team to catch up informally.', 'discussed potential partnerships in the portfolio.'],
  };
  return rng.pick(lines[kind]);
}

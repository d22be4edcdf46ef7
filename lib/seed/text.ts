import type { Rng } from './random';
import type { InsightCategory } from '../schemas/common';
import { INVESTORS } from './words';

/** What a piece of generated text is about. */
export interface Subject {
  company: string;
  domain: string;
  founder: string;
}

const money = (millions: number) => (millions >= 1 ? `$${millions.toFixed(1)}M` : `$${Math.round(millions * 1000)}K`);

const FEATURES = [
  'the self-serve onboarding flow',
  'SSO and audit logs',
  'a usage-based pricing page',
  'the mobile app',
  'an API for partners',
  'multi-currency support',
  'the analytics dashboard',
];
const ROLES = ['VP Sales', 'Head of Engineering', 'CFO', 'VP Marketing', 'Head of People', 'Chief Revenue Officer'];
const ACQUIRERS = [
  'a large strategic in the space',
  'a listed software company',
  'a private-equity platform',
  'a former channel partner',
];
const RISKS = [
  'longer enterprise sales cycles',
  'a key customer churning',
  'hiring delays in engineering',
  'supplier price increases',
  'FX exposure',
];

export function insightText(rng: Rng, category: InsightCategory, s: Subject): string {
  const pct = rng.int(5, 60);
  const m = rng.float(0.4, 30);
  switch (category) {
    case 'funding':
      return `${s.company} is preparing a Series ${rng.pick(['A', 'B', 'C'])} of about ${money(m * 2)}, with ${rng.pick(INVESTORS)} indicating interest in leading.`;
    case 'growth':
      return `ARR grew ${pct}% over the last quarter to ${money(m)}. Expansion revenue from existing customers drove most of the increase.`;
    case 'product':
      return `The team shipped ${rng.pick(FEATURES)} ahead of plan. Early customers report ${pct}% less time spent on setup.`;
    case 'go_to_market':
      return `The median sales cycle shortened to ${rng.int(20, 90)} days after the move to a product-led motion with an inside-sales layer.`;
    case 'team':
      return `${s.company} hired a ${rng.pick(ROLES)}; headcount is now ${rng.int(8, 240)}.`;
    case 'operations':
      return `Gross margin improved to ${rng.int(45, 85)}% after renegotiating cloud and payment-processing costs.`;
    case 'financial_health':
      return `Runway stands at ${rng.int(6, 36)} months at a net burn of ${money(rng.float(0.05, 1.5))} per month. The main risk flagged is ${rng.pick(RISKS)}.`;
    case 'marketing':
      return `Inbound demo requests rose ${pct}% after the launch campaign; paid acquisition cost fell to ${money(rng.float(0.0002, 0.004))} per lead.`;
    case 'governance':
      return `The board approved the ${rng.pick(['2026', '2027'])} budget and a ${rng.int(5, 15)}% option pool refresh.`;
    case 'exit':
      return `${s.company} received inbound acquisition interest from ${rng.pick(ACQUIRERS)}. The board decided not to engage at this stage.`;
    case 'other':
      return `${s.founder} asked for introductions to ${rng.int(2, 6)} potential design partners in the portfolio.`;
  }
}

export function companyNote(rng: Rng, s: Subject, author: string): string {
  const arr = rng.float(0.3, 25);
  return [
    `## ${rng.pick(['Catch-up', 'Quarterly check-in', 'Pipeline review', 'Hiring discussion', 'Fundraising prep'])} with ${s.founder}`,
    '',
    `- ARR at ${money(arr)}, up ${rng.int(3, 40)}% since the last conversation`,
    `- Runway: ${rng.int(8, 30)} months; next raise planned for ${rng.pick(['Q1', 'Q2', 'Q3', 'Q4'])}`,
    `- Open question: ${rng.pick(RISKS)}`,
    '',
    '**Next steps**',
    '',
    `1. ${author} to share intros to ${rng.int(2, 5)} portfolio companies`,
    `2. ${s.founder} to send the updated [financial model](https://${s.domain}/investors/model)`,
  ].join('\n');
}

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

export function emailBody(rng: Rng, s: Subject, period: string): string {
  return [
    `Hi all,`,
    '',
    `Here is the ${s.company} update for ${period}.`,
    '',
    `Highlights: revenue ${money(rng.float(0.1, 5))} for the period (+${rng.int(2, 35)}%), ${rng.int(2, 40)} new customers, net burn ${money(rng.float(0.05, 1.2))}.`,
    `Lowlights: ${rng.pick(RISKS)}.`,
    `Asks: introductions to ${rng.pick(['CFO candidates', 'enterprise buyers in logistics', 'growth investors', 'design partners'])}.`,
    '',
    `Best,`,
    s.founder,
  ].join('\n');
}

export function meetingNotes(rng: Rng, s: Subject): string {
  return [
    `# ${s.company} — ${rng.pick(['board meeting', 'quarterly review', 'strategy session'])}`,
    '',
    '## Discussion',
    `- Revenue tracking ${rng.int(80, 125)}% of plan`,
    `- Hiring: ${rng.int(1, 8)} open roles, ${rng.pick(ROLES)} search ongoing`,
    `- Risk: ${rng.pick(RISKS)}`,
    '',
    '## Decisions',
    `- Approve ${rng.pick(['the budget', 'the option grants', 'the new pricing', 'opening a US entity'])}`,
  ].join('\n');
}

export function transcript(rng: Rng, s: Subject, investor: string): string {
  return [
    `**${s.founder}:** Thanks for making time. Revenue came in at ${rng.int(85, 130)}% of plan this quarter.`,
    `**${investor}:** Good. What is driving the variance?`,
    `**${s.founder}:** Mostly ${rng.pick(['expansion in existing accounts', 'two large new logos', 'a pricing change', 'faster onboarding'])}.`,
    `**${investor}:** And the main risk for next quarter?`,
    `**${s.founder}:** ${rng.pick(RISKS)}, which we are addressing now.`,
  ].join('\n');
}

export const PAGE_KINDS = ['pdf', 'pptx', 'docx'] as const;
const TAB_LABELS = ['P&L', 'Balance sheet', 'Cash flow', 'KPIs', 'Cap table', 'Headcount plan', 'Pipeline'];

export function tabLabels(rng: Rng): string[] {
  return rng.sample(TAB_LABELS, rng.int(2, 4));
}

export function elementContent(rng: Rng, kind: 'page' | 'tab', label: string | null, s: Subject): string {
  if (kind === 'tab') {
    const rows = ['Metric,Q1,Q2,Q3,Q4'];
    for (const metric of ['Revenue', 'COGS', 'Opex', 'Headcount']) {
      rows.push(`${metric},${[0, 1, 2, 3].map(() => rng.int(10, 900)).join(',')}`);
    }
    return `${label ?? 'Sheet'}\n${rows.join('\n')}`;
  }
  return `${s.company} — ${label ?? 'untitled page'}. ${rng.pick([
    'Revenue bridge and customer cohort analysis.',
    'Product roadmap for the next two quarters.',
    'Hiring plan by department.',
    'Key terms and conditions of the agreement.',
    'Market sizing and competitive landscape.',
  ])}`;
}

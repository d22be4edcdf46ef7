import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'email', id: 7 } as const;
const NOV_3 = new Date('2026-11-03T10:00:00Z');

const read = (text: string, subject: string, extra: Partial<TextBlock> = {}): FoundValue[] =>
  findValues({ source, text, writtenAt: NOV_3, subject, ...extra });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);

// As Outlook writes a forward: a rule of underscores, then the forwarded message's header block.
const OUTLOOK_FORWARD = [
  'Ada, see below from Kestrel.',
  '',
  '________________________________',
  'From: Jane Doe <jane@kestrel.example>',
  'Sent: Monday, November 2, 2026 6:10 PM',
  'To: Grace Hopper <grace@fund.example>',
  'Subject: Kestrel October update',
  '',
  'Hi Grace,',
  '',
  'October was our best month: ARR reached $1.18M and net burn was $185k.',
  'Cash in bank is $4.2M.',
  '',
  'Jane',
].join('\n');

describe('findValues: forwards', () => {
  it('reads the message an Outlook forward shares', () => {
    expect(brief(read(OUTLOOK_FORWARD, 'FW: Kestrel October update'))).toEqual([
      ['arr', 1_180_000, 'USD', '2026-10-31'],
      ['burn', 185_000, 'USD', '2026-10-31'],
      ['cash', 4_200_000, 'USD', '2026-10-31'],
    ]);
  });

  it('reads a Gmail forward, and not the reply history quoted inside the forwarded message', () => {
    const text = [
      'FYI',
      '',
      '---------- Forwarded message ---------',
      'From: Jane Doe <jane@kestrel.example>',
      'Date: Mon, Nov 2, 2026 at 6:10 PM',
      'Subject: Re: Kestrel October update',
      'To: Grace Hopper <grace@fund.example>',
      '',
      'Correction: October ARR was $1.16M.',
      '',
      'On Mon, Nov 2, 2026 at 9:00 AM Jane Doe <jane@kestrel.example> wrote:',
      '> October ARR reached $1.18M.',
      'Headcount: 31',
    ].join('\n');
    expect(brief(read(text, 'Fwd: Re: Kestrel October update'))).toEqual([['arr', 1_160_000, 'USD', '2026-10-31']]);
  });

  it('reads an Outlook forward of a reply, but not the history below the reply', () => {
    const text = [
      '________________________________',
      'From: Jane Doe <jane@kestrel.example>',
      'Sent: Monday, November 2, 2026 6:10 PM',
      'To: Grace Hopper <grace@fund.example>',
      'Subject: RE: Kestrel October update',
      '',
      'Net burn in October was $185k.',
      '',
      '________________________________',
      'From: Grace Hopper <grace@fund.example>',
      'Sent: Monday, November 2, 2026 9:00 AM',
      'To: Jane Doe <jane@kestrel.example>',
      'Subject: Kestrel October update',
      '',
      'Was October burn really $250k?',
      'Net burn in September was $250k.',
    ].join('\n');
    expect(brief(read(text, 'FW: RE: Kestrel October update'))).toEqual([['burn', 185_000, 'USD', '2026-10-31']]);
  });

  it('still does not read the quoted history of an Outlook reply', () => {
    const reply = OUTLOOK_FORWARD.replace('Ada, see below from Kestrel.', 'Thanks Jane, great month.');
    expect(read(reply, 'RE: Kestrel October update')).toEqual([]);
  });

  it('reads the message at the bottom of an Outlook forward of a forward', () => {
    const text = [
      'Grace, the October numbers Jane sent; I passed them to our chair first.',
      '',
      '________________________________',
      'From: Sam Partner <sam@fund.example>',
      'Sent: Monday, November 2, 2026 8:40 PM',
      'To: Chair <chair@board.example>',
      'Subject: FW: Kestrel October',
      '',
      'For Thursday.',
      '',
      '________________________________',
      'From: Jane Doe <jane@kestrel.example>',
      'Sent: Monday, November 2, 2026 6:10 PM',
      'To: Sam Partner <sam@fund.example>',
      'Subject: Kestrel October',
      '',
      'October: net burn $185k, headcount 31.',
    ].join('\n');
    expect(brief(read(text, 'FW: FW: Kestrel October'))).toEqual([
      ['burn', 185_000, 'USD', '2026-10-31'],
      ['headcount', 31, null, '2026-10-31'],
    ]);
  });
});

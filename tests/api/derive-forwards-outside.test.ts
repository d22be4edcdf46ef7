/**
 * Forwards as they arrive from outside the fund (issue 20): a co-investor passing on a founder's update, and a
 * member's forward from a French or German Outlook. The company is the forwarded sender's in both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import { compose, ownCompany, postEmail, settled } from '../helpers/intake';

const companies: Awaited<ReturnType<typeof ownCompany>>[] = [];
afterAll(async () => {
  for (const c of companies) await c.remove();
});

async function companyOf(raw: Buffer): Promise<string | null> {
  const posted = await postEmail(raw);
  expect(posted.status, posted.text).toBe(202);
  const email = await settled<Email>(`/emails/${String(posted.body.publicId)}`);
  return email.companyPublicId;
}

describe('forwards from outside the fund', () => {
  it('a co-investor’s Gmail forward is the founder’s company’s', async () => {
    const c = await ownCompany('Fjord Coinvest');
    companies.push(c);
    const raw = await compose({
      from: 'Mara Lind <mara@some-coinvestor.example>',
      to: 'Ada Lovelace <ada@demo.example>',
      subject: 'Fwd: September numbers',
      date: new Date('2026-10-12T10:00:00Z'),
      text: [
        'Ada, passing this on, it went to the wrong address.',
        '---------- Forwarded message ---------',
        `From: Jonas Berg <jonas@${c.domain}>`,
        'Date: Thu, Oct 8, 2026 at 9:00 AM',
        'Subject: September numbers',
        'To: Mara Lind <mara@some-coinvestor.example>',
        '',
        'September: ARR €3.0M, burn €320k.',
      ].join('\n'),
    });
    expect(await companyOf(raw)).toBe(c.publicId);
  });

  it('a member’s French Outlook forward ("De :") is the founder’s company’s', async () => {
    const c = await ownCompany('Fjord Francais');
    companies.push(c);
    const raw = await compose({
      from: 'Ada Lovelace <ada@demo.example>',
      to: 'Grace Hopper <grace@demo.example>',
      subject: 'TR: chiffres de mars',
      date: new Date('2026-04-15T09:00:00Z'),
      text: [
        'Grace, les chiffres de mars.',
        '',
        '________________________________',
        `De : Claire Morel <claire@${c.domain}>`,
        'Envoyé : lundi 13 avril 2026 07:45',
        'À : Ada Lovelace <ada@demo.example>',
        'Objet : chiffres de mars',
        '',
        'Mars : ARR 850 k€, 12 personnes.',
      ].join('\n'),
    });
    expect(await companyOf(raw)).toBe(c.publicId);
  });

  it('a member’s forward of a co-investor’s forward is the founder’s company’s, not the co-investor’s', async () => {
    const c = await ownCompany('Fjord Twice');
    companies.push(c);
    const raw = await compose({
      from: 'Grace Hopper <grace@demo.example>',
      to: 'Ada Lovelace <ada@demo.example>',
      subject: 'FW: FW: May',
      date: new Date('2026-06-10T12:45:00Z'),
      text: [
        'Ada, Marta passed this on.',
        '',
        '________________________________',
        'From: Marta Szabo <marta@some-coinvestor.example>',
        'Sent: Tuesday, June 9, 2026 6:15 PM',
        'To: Grace Hopper <grace@demo.example>',
        'Subject: FW: May',
        '',
        'Grace, in case you did not get this one.',
        '',
        '________________________________',
        `From: Lukas Brenner <lukas@${c.domain}>`,
        'Sent: Friday, June 5, 2026 9:30 AM',
        'To: Marta Szabo <marta@some-coinvestor.example>',
        'Subject: May',
        '',
        'May in short: net burn EUR 370k, headcount 116.',
      ].join('\n'),
    });
    expect(await companyOf(raw)).toBe(c.publicId);
  });
});

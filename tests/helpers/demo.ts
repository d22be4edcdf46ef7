import type { Company } from '../../lib/schemas/company';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import { ada, walk, type List } from './api';

/** Companies of the demo workspace whose touchpoints span more than one page of 100. */
export async function busiestCompanies(): Promise<{ company: Company; touchpoints: Touchpoint[] }[]> {
  const companies = await walk<Company>(ada(), '/companies', 100);
  const found: { company: Company; touchpoints: Touchpoint[] }[] = [];
  for (const company of companies) {
    const res = await ada()<List<Touchpoint>>('GET', `/companies/${company.publicId}/touchpoints?limit=100`);
    if (res.status === 200 && res.body.nextPageToken) {
      found.push({
        company,
        touchpoints: await walk<Touchpoint>(ada(), `/companies/${company.publicId}/touchpoints`, 100),
      });
    }
  }
  return found;
}

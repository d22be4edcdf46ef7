import type { Rng } from '../random';
import type { Sector } from '../words';

/**
 * What a company's news is about, by its business: whom it sells to, what it
 * ships, who resells it, what goes wrong and what it asks for. No line names a
 * metric next to a figure, so the narrative never competes with the figures.
 */
export interface SectorWords {
  buyers: string[];
  features: string[];
  partners: string[];
  risks: string[];
  asks: string[];
  roles: string[];
}

export const SECTOR_WORDS: Record<Sector, SectorWords> = {
  ai: {
    buyers: ['insurers', 'retail banks', 'logistics operators', 'law firms'],
    features: ['fine-tuning on customer data', 'an on-premise deployment option', 'audit logs for every model answer'],
    partners: ['a cloud marketplace', 'a Big Four consultancy', 'a systems integrator in Germany'],
    risks: [
      'inference costs rose faster than usage',
      'two pilots stalled in security review',
      'a larger model vendor now bundles a similar feature',
    ],
    asks: ['intros to heads of data at insurers', 'a GPU capacity contact at a cloud provider'],
    roles: ['head of applied research', 'solutions engineer', 'VP of sales'],
  },
  fintech: {
    buyers: ['marketplaces', 'payroll providers', 'mid-market finance teams', 'credit unions'],
    features: ['same-day payouts in the UK', 'multi-entity ledgers', 'a reconciliation API'],
    partners: ['a sponsor bank', 'an ERP vendor', 'a card issuing platform'],
    risks: [
      'our sponsor bank paused new programmes during its audit',
      'interchange fell after the network fee change',
      'a licence application in the EU is taking longer than planned',
    ],
    asks: ['intros to CFOs of marketplaces', 'a compliance advisor with EMI experience'],
    roles: ['head of compliance', 'payments engineer', 'head of partnerships'],
  },
  health: {
    buyers: ['hospital groups', 'specialty clinics', 'payers', 'pharma sponsors'],
    features: ['an EHR integration with Epic', 'a patient app in Spanish', 'automated prior-auth letters'],
    partners: ['a regional health system', 'a contract research organisation', 'a pharmacy chain'],
    risks: [
      'a hospital pilot slipped a quarter on procurement',
      'the regulator asked for more clinical data',
      'reimbursement codes for our service are still under review',
    ],
    asks: ['intros to CMIOs at health systems', 'a reimbursement advisor'],
    roles: ['medical director', 'head of clinical operations', 'regulatory lead'],
  },
  climate: {
    buyers: ['utilities', 'commercial landlords', 'cement plants', 'solar asset owners'],
    features: ['remote monitoring for every site', 'a carbon report auditors accept', 'a second-generation controller'],
    partners: ['an engineering contractor', 'a utility innovation programme', 'an equipment distributor'],
    risks: [
      'grid interconnection delayed two projects',
      'steel and component prices went up again',
      'a subsidy programme we rely on is being redesigned',
    ],
    asks: ['intros to project finance lenders', 'a site for our next pilot in the Nordics'],
    roles: ['head of project delivery', 'field service lead', 'chief engineer'],
  },
  industrial: {
    buyers: ['3PL warehouses', 'freight forwarders', 'automotive suppliers', 'food manufacturers'],
    features: ['a fleet dashboard for site managers', 'integration with SAP', 'a faster robot charging dock'],
    partners: ['a forklift dealer network', 'a freight marketplace', 'an automation integrator'],
    risks: [
      'a component shortage pushed two deployments out',
      'customers are delaying capital spending',
      'installation crews are booked solid',
    ],
    asks: ['intros to heads of operations at 3PLs', 'a contract manufacturer in Mexico'],
    roles: ['head of manufacturing', 'deployment lead', 'VP of operations'],
  },
  consumer: {
    buyers: ['subscribers in Germany', 'families in the US', 'Gen Z users', 'repeat buyers'],
    features: ['gift subscriptions', 'an Android app', 'one-tap reorders'],
    partners: ['a national retailer', 'a telecom bundle', 'a creator collective'],
    risks: [
      'paid acquisition costs rose sharply',
      'an app store policy change hurt our referral flow',
      'shipping delays drove refund requests up',
    ],
    asks: ['intros to retail buyers', 'a growth marketer who has scaled subscriptions'],
    roles: ['head of growth', 'brand lead', 'head of customer care'],
  },
  infra: {
    buyers: ['platform teams', 'fintech scale-ups', 'gaming studios', 'SaaS companies'],
    features: ['a Terraform provider', 'multi-region failover', 'usage-based pricing tiers'],
    partners: ['a cloud marketplace', 'a developer tools reseller', 'an open-source foundation'],
    risks: [
      'a hyperscaler launched a free tier that competes with ours',
      'open-source users are slow to convert',
      'a large prospect chose to build in house',
    ],
    asks: ['intros to VPs of engineering', 'a developer relations lead'],
    roles: ['staff engineer', 'developer advocate', 'head of sales engineering'],
  },
  security: {
    buyers: ['banks', 'healthcare providers', 'software companies', 'public agencies'],
    features: ['SSO for every plan', 'a SOC 2 evidence collector', 'real-time alert triage'],
    partners: ['a managed security provider', 'a cyber insurer', 'a regional reseller'],
    risks: [
      'security budgets were frozen at two prospects',
      'a penetration test found issues we are still fixing',
      'procurement now asks for FedRAMP',
    ],
    asks: ['intros to CISOs at banks', 'a federal sales advisor'],
    roles: ['head of threat research', 'security engineer', 'field CISO'],
  },
};

/** Draws without repeats until every item was used, never the same twice in a row. */
export class Deck<T> {
  private left: T[] = [];
  private last: T | undefined;

  constructor(
    private readonly rng: Rng,
    private readonly all: readonly T[],
  ) {}

  next(): T {
    if (this.left.length === 0) this.left = this.rng.shuffle([...this.all]);
    let picked = this.left.pop() as T;
    if (picked === this.last && this.left.length > 0) {
      const other = this.left.pop() as T;
      this.left.push(picked);
      picked = other;
    }
    this.last = picked;
    return picked;
  }
}

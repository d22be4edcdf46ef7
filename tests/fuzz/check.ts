import { describePlan, type Plan } from './plan';
import type { Outcome } from './send';
import { shrink } from './shrink';

/**
 * What every response must satisfy, whatever was sent: an answer below 500,
 * an X-Request-Id, and for errors a JSON body that is exactly
 * `{error: string, code: string}` with a JSON content type (a 400 may add
 * `issues: [{path, message}]`).
 */
export function problemsOf(plan: Plan, out: Outcome): string[] {
  if (out.status === undefined) return [`no response (${out.error ?? 'unknown'})`];
  const problems: string[] = [];
  if (out.status >= 500) problems.push(`status ${out.status}`);
  if (!out.headers['x-request-id']) problems.push('no X-Request-Id');
  if (out.status >= 400) {
    const type = out.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) problems.push(`error with Content-Type ${JSON.stringify(type)}`);
    // A HEAD response has no body to check.
    if (plan.method !== 'HEAD') {
      const shape = errorShape(out.body, out.status);
      if (shape) problems.push(shape);
    }
  }
  return problems;
}

function errorShape(text: string, status: number): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text === '' ? 'error with an empty body' : 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const { error, code, issues } = body as { error?: unknown; code?: unknown; issues?: unknown };
  const keys = Object.keys(body).filter((k) => !(k === 'issues' && status === 400));
  if (keys.sort().join(',') !== 'code,error')
    return `error body has keys [${keys.join(', ')}], not exactly error and code`;
  if (typeof error !== 'string' || typeof code !== 'string') return 'error or code is not a string';
  if (issues !== undefined && !isIssueList(issues)) return 'issues is not a list of {path, message} strings';
  return undefined;
}

function isIssueList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (i: unknown) =>
        typeof i === 'object' &&
        i !== null &&
        Object.keys(i).sort().join(',') === 'message,path' &&
        typeof (i as { path: unknown }).path === 'string' &&
        typeof (i as { message: unknown }).message === 'string',
    )
  );
}

interface Failure {
  problem: string;
  label: string;
  count: number;
  plan: Plan;
  out: Outcome;
  size: number;
}

/** Failures grouped by problem and request kind, each kept with its smallest example. */
export class Failures {
  private readonly groups = new Map<string, Failure>();

  add(plan: Plan, out: Outcome, problems: string[], secrets: Record<string, string>): void {
    // The problems of one answer together, not the message text: one bug, one entry.
    const problem = problems.join('; ');
    const id = `${plan.op}|${problem}|${plan.label}|${plan.method}`;
    const size = describePlan(plan, secrets).length;
    const prior = this.groups.get(id);
    if (!prior) this.groups.set(id, { problem, label: plan.label, count: 1, plan, out, size });
    else {
      prior.count += 1;
      if (size < prior.size) Object.assign(prior, { plan, out, size });
    }
  }

  get size(): number {
    return this.groups.size;
  }

  /** Replaces each group's example with a shrunk one that still shows the same problem. */
  async shrinkAll(send: (p: Plan) => Promise<Outcome>, secrets: Record<string, string>): Promise<void> {
    for (const f of this.groups.values()) {
      const { plan, out } = await shrink(f.plan, (p, o) => problemsOf(p, o).join('; ') === f.problem, send);
      if (out) Object.assign(f, { plan, out, size: describePlan(plan, secrets).length });
    }
  }

  report(header: string, secrets: Record<string, string>): string {
    const entries = [...this.groups.values()].sort(
      (a, b) => a.problem.localeCompare(b.problem) || a.label.localeCompare(b.label),
    );
    const lines = [header];
    for (const f of entries) {
      const answer =
        f.out.status === undefined
          ? `→ ${f.out.error ?? 'no response'}`
          : `→ ${f.out.status} content-type=${JSON.stringify(f.out.headers['content-type'] ?? '')} ` +
            `x-request-id=${f.out.headers['x-request-id'] ? 'yes' : 'no'} body=${JSON.stringify(f.out.body.slice(0, 200))}`;
      lines.push(
        `• ${f.problem} ×${f.count} [${f.label}] — smallest example:`,
        describePlan(f.plan, secrets)
          .split('\n')
          .map((l) => `    ${l}`)
          .join('\n'),
        `    ${answer}`,
      );
    }
    return lines.join('\n');
  }
}

/**
 * Closed-loop keep-alive load for bench/run.ts and bench/rate-limit.ts:
 * `connections` workers, each sending its next GET when the last one has
 * answered, for `seconds`. Every answer is kept as (status, latency, time) so
 * callers can count statuses and take percentiles per status.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Sample {
  status: number;
  /** Request sent → last byte received. */
  ms: number;
  /** When the answer ended, in ms since the load began. */
  at: number;
}

export interface LoadResult {
  samples: Sample[];
  elapsedMs: number;
  /** CPU the load generator itself used (user + system), in ms: it shares the machine with the servers. */
  clientCpuMs: number;
}

export function get(agent: http.Agent, url: string, key: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** One GET on its own short-lived agent (checks before measuring). */
export async function getOnce(url: string, key: string): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    return await get(agent, url, key);
  } finally {
    agent.destroy();
  }
}

export async function closedLoop(url: string, key: string, connections: number, seconds: number): Promise<LoadResult> {
  // A fresh agent per measurement: no socket left idle by an earlier one can be reset under us.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const samples: Sample[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const sent = performance.now();
          const res = await get(agent, url, key);
          const end = performance.now();
          samples.push({ status: res.status, ms: end - sent, at: end - t0 });
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const cpu = process.cpuUsage(cpu0);
  return { samples, elapsedMs: performance.now() - t0, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

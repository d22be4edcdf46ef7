import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { StartedServer } from '../helpers/server';

/**
 * Another deployment of the API, as a console started with PI_API_BASE_URL
 * sees one: here, the real test server's API behind a forwarder that notes
 * each request and, when asked, fails every page of the company list after the first.
 */
export class ExportUpstream {
  readonly seen: string[] = [];
  failPagesAfterFirst = false;

  private constructor(
    private readonly server: http.Server,
    private readonly target: string,
  ) {}

  static async start(target: string): Promise<ExportUpstream> {
    const server = http.createServer();
    const upstream = new ExportUpstream(server, target);
    server.on('request', (req, res) => void upstream.forward(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return upstream;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v1`;
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = req.url ?? '/';
    this.seen.push(url);
    // The exported list's later pages only: the fund memberships a companies export reads first stay whole.
    if (this.failPagesAfterFirst && url.startsWith('/api/v1/companies?') && url.includes('pageToken=')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'maintenance window' }));
      return;
    }
    const answer = await fetch(`${this.target}${url}`, {
      method: req.method,
      headers: { authorization: req.headers.authorization ?? '', accept: 'application/json' },
    });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after']) {
      const value = answer.headers.get(name);
      if (value) headers[name] = value;
    }
    res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  }

  /** A console server of its own (own data folder, no sign-in) reading this deployment with `key`. */
  async consoleServer(
    key: string,
    pageSize: string,
    start: (env: NodeJS.ProcessEnv) => Promise<StartedServer>,
  ): Promise<{ server: StartedServer; dispose: () => Promise<void> }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-export-upstream-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PI_DATA_DIR: dataDir,
      PI_API_BASE_URL: this.baseUrl,
      PI_API_KEY: key,
      PI_EXPORT_PAGE_SIZE: pageSize,
    };
    delete env.DATABASE_URL;
    delete env.PI_CONSOLE_PASSWORD;
    const server = await start(env);
    return {
      server,
      dispose: async () => {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

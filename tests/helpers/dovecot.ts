import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { accounts, dovecotBinary, dovecotConfig } from './dovecot-config';

/**
 * A private Dovecot IMAP server for one test file: its own folder, a free
 * port on 127.0.0.1, cleartext logins, passwd-file users and maildirs. It
 * runs in the foreground as a child of the test, so nothing outlives it.
 */
export interface Dovecot {
  host: string;
  port: number;
  /** Puts one raw message into a user's mailbox, as a mail delivery would. */
  append(user: string, raw: Buffer, mailbox?: string): Promise<void>;
  /** Stops the server, keeping its mail, so a test can see the mailbox unreachable. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same mail. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the port greets with Dovecot's "ready" (its first line may be a wait notice). */
async function waitForGreeting(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited with ${child.exitCode}:\n${log()}`);
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(2_000, () => done(false));
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (/^\* OK .*ready/im.test(text)) done(true);
      });
      socket.on('error', () => done(false));
      socket.on('close', () => done(false));
    });
    if (greeted) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not greet on port ${port}:\n${log()}`);
}

export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  const binary = dovecotBinary();
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const a = accounts();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-dovecot-'));
  // The mail user must reach its maildir under our temporary folder.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub));
  fs.chownSync(path.join(dir, 'mail'), a.mail.uid, a.mail.gid);
  const lines = Object.entries(users).map(
    ([user, password]) => `${user}:{PLAIN}${password}:${a.mail.uid}:${a.mail.gid}::${dir}/mail/${user}::`,
  );
  fs.writeFileSync(path.join(dir, 'passwd'), `${lines.join('\n')}\n`, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(conf, dovecotConfig(dir, port, version, a));
  const log = () => {
    try {
      return fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8');
    } catch {
      return '';
    }
  };

  let child: ChildProcess | undefined;
  const start = async () => {
    let output = '';
    const c = spawn(binary, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    c.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    c.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child = c;
    await waitForGreeting(port, c, () => `${output}${log()}`);
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((done) => c.once('exit', done));
    c.kill('SIGTERM');
    await exited;
  };
  await start();

  return {
    host: '127.0.0.1',
    port,
    append: async (user, raw, mailbox = 'INBOX') => {
      const password = users[user];
      if (password === undefined) throw new Error(`no test user ${user}`);
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        doSTARTTLS: false,
        auth: { user, pass: password },
        logger: false,
      });
      await client.connect();
      try {
        await client.append(mailbox, raw);
      } finally {
        await client.logout();
      }
    },
    stop,
    start,
    dispose: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One RFC 822 message, as a mail client would send it. */
export function composeMessage(opts: {
  subject: string;
  from: string;
  to: string;
  text: string;
  messageId: string;
}): Promise<Buffer> {
  return new MailComposer({ ...opts, date: new Date() }).compile().build();
}

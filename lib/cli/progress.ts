import type { SeedProgress } from '../seed/index';

/**
 * Seed progress on stderr: a single line rewritten in place on a terminal;
 * elsewhere (logs, CI) plain lines every few seconds and at each phase's end.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  const tty = stream.isTTY === true;
  const started = Date.now();
  let phase = '';
  let lastWrite = 0;
  let open = false;
  let last = '';

  const line = (p: SeedProgress) => {
    const pct = p.total > 0 ? Math.floor((100 * p.done) / p.total) : 100;
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    return `${p.phase}: ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} (${pct}%)  ${secs}s`;
  };

  return {
    note(text: string) {
      stream.write(tty ? `\r\x1b[K${text}` : `${text}\n`);
      open = tty;
    },
    update(p: SeedProgress) {
      const key = `${p.phase}:${p.done}:${p.total}`;
      if (key === last) return;
      last = key;
      const now = Date.now();
      const finished = p.done >= p.total;
      const newPhase = p.phase !== phase;
      if (tty) {
        if (newPhase || finished || now - lastWrite >= 100) {
          stream.write(`\r\x1b[K${line(p)}`);
          open = true;
          lastWrite = now;
        }
      } else if (finished || newPhase || now - lastWrite >= 5000) {
        stream.write(`${line(p)}\n`);
        lastWrite = now;
      }
      phase = p.phase;
    },
    /** Ends the in-place line so later output starts on a fresh one. */
    end() {
      if (tty && open) stream.write('\n');
      open = false;
    },
  };
}

/**
 * Runs operations one at a time, first come first served, and never more than
 * `budgetMs` of them per turn of the event loop.
 *
 * Why: PGlite executes in this thread and its awaits resolve as microtasks,
 * so one turn would otherwise run every waiting request's queries back to
 * back, and a busy server's turns grow to seconds. Node accepts one new
 * connection per turn (libuv ≥ 1.45), so new connections then wait in the
 * kernel's queue while the connections already accepted are served: a few
 * writers are starved for as long as the load lasts.
 */
export class TurnSlicer {
  readonly #budgetMs: number;
  readonly #queue: (() => void)[] = [];
  #running = false;
  /** When this turn's first operation started; undefined until one does. */
  #turnStart: number | undefined;
  /** Moving average of an operation's time, for the backlog estimate. */
  #averageMs = 1;

  constructor(budgetMs: number) {
    this.#budgetMs = budgetMs;
  }

  async run<T>(op: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.#queue.push(resolve);
      this.#next();
    });
    const started = performance.now();
    try {
      return await op();
    } finally {
      this.#averageMs += (performance.now() - started - this.#averageMs) / 32;
      this.#running = false;
      this.#next();
    }
  }

  /** About how long an operation queued now would wait before it runs. */
  backlogMs(): number {
    return this.#queue.length * this.#averageMs;
  }

  #next(): void {
    if (this.#running || this.#queue.length === 0 || !this.#withinBudget()) return;
    this.#running = true;
    this.#queue.shift()?.();
  }

  #withinBudget(): boolean {
    const now = performance.now();
    if (this.#turnStart === undefined) {
      this.#turnStart = now;
      // Runs after this turn's I/O; scheduled from there, the next one runs after the next turn's I/O.
      setImmediate(() => {
        this.#turnStart = undefined;
        this.#next();
      });
    }
    return now - this.#turnStart < this.#budgetMs;
  }
}

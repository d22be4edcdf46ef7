/**
 * Review actions held back for their undo window. An action takes effect in
 * the view at once (the value leaves the queue) and is sent when the window
 * ends, when the page is hidden or left, or before another action on the same
 * value; Undo inside the window cancels it and nothing is sent. Free of React,
 * so the rules read in one place.
 */
import type { QueueValue, ReviewBody, ReviewOutcome } from '@/lib/console/query-options/review';

export interface PendingReview {
  item: QueueValue;
  body: ReviewBody;
}

type Send = (review: PendingReview, keepalive: boolean) => Promise<ReviewOutcome>;
type OnOutcome = (review: PendingReview, outcome: ReviewOutcome) => void;

const EMPTY: ReadonlySet<string> = new Set();

// How many actions wait unsent in this tab: the navigation's badge subtracts them.
let waiting = 0;
const waitingListeners = new Set<() => void>();
function setWaiting(n: number) {
  waiting = n;
  waitingListeners.forEach((l) => l());
}
export const waitingStore = {
  subscribe(listener: () => void) {
    waitingListeners.add(listener);
    return () => void waitingListeners.delete(listener);
  },
  get: () => waiting,
};

export class PendingReviews {
  private readonly held = new Map<string, { review: PendingReview; timer: ReturnType<typeof setTimeout> }>();
  private inFlight = 0;
  /** Values out of the queue in this view: held, being sent, or saved. */
  private hidden: ReadonlySet<string> = EMPTY;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly send: Send,
    private readonly onOutcome: OnOutcome,
    private readonly onSettled: () => void,
    private readonly windowMs: number,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getHidden = (): ReadonlySet<string> => this.hidden;

  isHeld = (publicId: string): boolean => this.held.has(publicId);

  get busy(): boolean {
    return this.held.size > 0 || this.inFlight > 0;
  }

  private setHidden(id: string, on: boolean) {
    if (this.hidden.has(id) === on) return;
    const next = new Set(this.hidden);
    if (on) next.add(id);
    else next.delete(id);
    this.hidden = next;
    setWaiting(this.held.size);
    this.listeners.forEach((l) => l());
  }

  /** Holds `body` for `item`; an action already held for the same value is sent first. */
  hold(item: QueueValue, body: ReviewBody): void {
    this.flush(item.publicId);
    const review = { item, body };
    const timer = setTimeout(() => this.flush(item.publicId), this.windowMs);
    this.held.set(item.publicId, { review, timer });
    this.setHidden(item.publicId, true);
  }

  /** Cancels a held action; false when it has already been sent. */
  undo(publicId: string): boolean {
    const entry = this.held.get(publicId);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.held.delete(publicId);
    this.setHidden(publicId, false);
    return true;
  }

  /** Puts a value back in the queue (its action failed or met someone else's change). */
  restore(publicId: string): void {
    this.setHidden(publicId, false);
  }

  /** Takes values saved elsewhere (bulk confirm) out of the queue for good. */
  hideSaved(publicIds: readonly string[]): void {
    for (const id of publicIds) this.setHidden(id, true);
    if (!this.busy) this.onSettled();
  }

  /** Sends the action held for one value now. */
  flush(publicId: string, keepalive = false): void {
    const entry = this.held.get(publicId);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.held.delete(publicId);
    setWaiting(this.held.size);
    this.inFlight += 1;
    void this.send(entry.review, keepalive).then((outcome) => {
      this.inFlight -= 1;
      // A failure goes back in the queue; a conflict is the caller's to judge (it may be reviewed already).
      if (outcome.kind === 'failed') this.restore(publicId);
      this.onOutcome(entry.review, outcome);
      if (this.inFlight === 0 && this.held.size === 0) this.onSettled();
    });
  }

  /** Sends everything held: the page is being hidden, left or unmounted. */
  flushAll(keepalive = false): void {
    for (const id of [...this.held.keys()]) this.flush(id, keepalive);
  }
}

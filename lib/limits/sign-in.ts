import { setTimeout as sleep } from 'node:timers/promises';
import type { BucketStore } from './token-bucket';

export interface SignInLimits {
  /** Attempts per client address per minute; past them the address is refused (429). */
  perAddressPerMinute: number;
  /** Attempts per minute from all addresses together; past them attempts are slowed, never refused. */
  perMinute: number;
}

interface SlowDownOptions {
  /** Wait added for each recent attempt past the overall allowance. */
  stepMs?: number;
  /** Longest wait of one attempt. */
  maxDelayMs?: number;
  /** Most attempts waiting at once in this process; past it, attempts are checked without waiting. */
  maxWaiting?: number;
}

type SignInTurn = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

const SIGN_IN_STEP_MS = 250;
const SIGN_IN_MAX_DELAY_MS = 3000;
const SIGN_IN_MAX_WAITING = 1000;

/**
 * Sign-in limits that slow an attacker without locking out the right password.
 * An address past its own limit is refused. The overall limit only adds delay:
 * refusing there would let anyone with enough addresses lock everyone out.
 * Buckets only, so the limits hold across servers when the store is Redis.
 */
export function signInLimiter(buckets: BucketStore, limits: SignInLimits, opts: SlowDownOptions = {}) {
  const stepMs = opts.stepMs ?? SIGN_IN_STEP_MS;
  const maxDelayMs = opts.maxDelayMs ?? SIGN_IN_MAX_DELAY_MS;
  const maxWaiting = opts.maxWaiting ?? SIGN_IN_MAX_WAITING;
  // The excess bucket holds as many steps as reach the longest wait.
  const steps = Math.max(1, Math.ceil(maxDelayMs / stepMs));
  const perSecond = (perMinute: number) => perMinute / 60;
  let waiting = 0;

  return {
    /** Whether this address may try now, and how long it must wait first. */
    async turn(address: string): Promise<SignInTurn> {
      // Per address first, so an address that is refused does not also use up the overall allowance.
      const { perAddressPerMinute, perMinute } = limits;
      const own = await buckets.take(
        `signin:${address}`,
        perSecond(perAddressPerMinute),
        Math.ceil(perAddressPerMinute),
      );
      if (!own.allowed) return { refused: true, retryAfterSeconds: own.retryAfterSeconds };
      const all = await buckets.take('signin:*', perSecond(perMinute), Math.ceil(perMinute));
      if (all.allowed) return { refused: false, delayMs: 0 };
      // Past the allowance: a second bucket counts the recent excess (forgotten at the allowance's
      // own rate), and the wait grows with it. An empty one means the longest wait.
      const over = await buckets.take('signin:*:over', perSecond(perMinute), steps);
      const excess = over.allowed ? over.limit - over.remaining : steps;
      return { refused: false, delayMs: Math.min(maxDelayMs, excess * stepMs) };
    },

    /**
     * Waits `delayMs`, or until `signal` aborts (the client left). Resolves
     * false at once when `maxWaiting` attempts already wait: each holds a
     * connection, and the per-address limit still bounds what an attacker
     * gains by not waiting.
     */
    async wait(delayMs: number, signal: AbortSignal): Promise<boolean> {
      if (delayMs <= 0 || waiting >= maxWaiting) return false;
      waiting++;
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        // Aborted: the caller sees signal.aborted.
      } finally {
        waiting--;
      }
      return true;
    },

    /** Attempts waiting now in this process. */
    waiting: () => waiting,
  };
}

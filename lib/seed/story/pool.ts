import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { prepareStory, type PreparedStory, type StoryInput } from './prepare';

type Settle = { resolve: (out: PreparedStory) => void; reject: (err: Error) => void };
type Reply = { id: number; out?: PreparedStory; error?: string };

/** Prepares stories, in worker threads when there is more than one core to use, else in-process. */
interface StoryPreparer {
  prepare(input: StoryInput): Promise<PreparedStory>;
  close(): Promise<void>;
}

const inProcess: StoryPreparer = { prepare: prepareStory, close: async () => {} };

/** Structured clone turns Buffers into plain Uint8Arrays; the writer wants Buffers back. */
function revive(out: PreparedStory): PreparedStory {
  const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  for (const f of out.files) f.bytes = buffer(f.bytes);
  for (const item of out.items)
    if (item.kind === 'email') for (const a of item.attachments) if ('bytes' in a) a.bytes = buffer(a.bytes);
  return out;
}

export function storyPreparer(companies: number): StoryPreparer {
  const size = Math.min(4, os.availableParallelism());
  // Starting workers costs ~1 s each (a TypeScript loader, pdf and sheet readers): worth it for big seeds only.
  return companies < 2000 || size < 2 ? inProcess : workerPreparer(size);
}

/** Stories prepared in `size` worker threads, handed out round-robin. */
export function workerPreparer(size: number): StoryPreparer {
  const pending = new Map<number, Settle>();
  let next = 0;
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.on('message', (reply: Reply) => {
      const settle = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.out) settle?.resolve(revive(reply.out));
      else settle?.reject(new Error(`seed worker: ${reply.error ?? 'no result'}`));
    });
    worker.on('error', (err) => {
      for (const s of pending.values()) s.reject(err);
      pending.clear();
    });
    return worker;
  });
  return {
    prepare: (input) =>
      new Promise<PreparedStory>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        workers[id % workers.length]?.postMessage({ id, input });
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

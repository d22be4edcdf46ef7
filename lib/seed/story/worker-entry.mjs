// A seed worker: derives companies' stories off the main thread, which writes them.
// Plain JavaScript, because a worker does not inherit the parent's TypeScript loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { prepareStory } = await import('./prepare.ts');

parentPort.on('message', ({ id, input }) => {
  prepareStory(input).then(
    (out) => parentPort.postMessage({ id, out }),
    (err) => parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});

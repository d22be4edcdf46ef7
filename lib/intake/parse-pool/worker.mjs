// A parse worker's entry. On Node 20 a worker thread does not inherit the main thread's tsx
// loader, so it registers its own before loading the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./task.ts');

export default runTask;

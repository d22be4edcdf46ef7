// Next runs this in the browser before it hydrates, so before any console module builds a schema.
// The code lives in lib/, which the build stamp (scripts/build-if-needed.mjs) watches.
import { disableZodJit } from './lib/console/zod-jitless';

disableZodJit();

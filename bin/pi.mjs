#!/usr/bin/env node
// The admin command. Its code is TypeScript, loaded through tsx so that it
// runs from any working directory without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../lib/cli/main.ts', import.meta.url).href);
process.exitCode = await main(process.argv.slice(2));

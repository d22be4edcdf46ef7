#!/usr/bin/env node
// `npm start`: build the console if its sources changed, then run the one server.
import { register } from 'tsx/esm/api';
import { ensureBuild } from '../scripts/build-if-needed.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
if (!process.argv.includes('--api-only')) ensureBuild();
register();
const { runMain } = await import(new URL('../server/main.ts', import.meta.url).href);
await runMain();

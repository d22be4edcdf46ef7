import { fuzzShard } from './suite';

// Shard 1 of 2 of the fuzz suite (tests/fuzz/suite.ts).
await fuzzShard(1, 2);

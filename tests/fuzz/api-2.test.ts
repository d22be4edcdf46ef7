import { fuzzShard } from './suite';

// Shard 2 of 2 of the fuzz suite (tests/fuzz/suite.ts).
await fuzzShard(2, 2);

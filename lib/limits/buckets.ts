/**
 * Token buckets for rate limits: in this process's memory with one server,
 * in Redis (REDIS_URL) when several servers must share them. Both stores run
 * the same arithmetic (token-bucket.ts), so they answer alike.
 */
export type { BucketResult, BucketStore } from './token-bucket';
export { memoryBuckets } from './memory-buckets';
export { redisBuckets } from './redis-buckets';

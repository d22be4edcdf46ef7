/**
 * Refill and take in one atomic step, on Redis's own clock (`TIME`) so that
 * servers with skewed clocks share one notion of "now". The arithmetic mirrors
 * refillAndTake in token-bucket.ts; keep the two in step.
 *
 * KEYS[1] the bucket (a hash: tokens, s, us); ARGV[1] rate per second; ARGV[2] burst.
 * Returns { allowed (0|1), remaining, resetSeconds, retryAfterSeconds }.
 * The key expires when the bucket is full again, which is the same as no key.
 */
export const TAKE_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local function snap(x) return math.floor(x * 1e9 + 0.5) / 1e9 end
local function ceil_seconds(x) return math.max(0, math.ceil(x - 1e-9)) end

local now = redis.call('TIME')
local prev = redis.call('HMGET', KEYS[1], 'tokens', 's', 'us')
local left = burst
if prev[1] and prev[2] and prev[3] then
  local elapsed_ms = (tonumber(now[1]) - tonumber(prev[2])) * 1000 + (tonumber(now[2]) - tonumber(prev[3])) / 1000
  left = snap(math.min(burst, tonumber(prev[1]) + (math.max(0, elapsed_ms) / 1000) * rate))
end
local allowed = 0
if left >= 1 then
  left = left - 1
  allowed = 1
end
local seconds_until_full = (burst - left) / rate

redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', left), 's', now[1], 'us', now[2])
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil(seconds_until_full * 1000)))

local retry = 0
if allowed == 0 then retry = math.max(1, ceil_seconds((1 - left) / rate)) end
return { allowed, math.floor(left), ceil_seconds(seconds_until_full), retry }
`;

// Counts in Redis: one script per hit increments the key and starts its expiry on the first hit.
import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

const KEY_PREFIX = 'rate-limit:';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function createRedisCounter(redis: Redis): CounterStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(
        INCREMENT,
        1,
        KEY_PREFIX + key,
        Math.ceil(windowMs),
      )) as [number, number];
      return { count, ttlMs: ttl };
    },
  };
}

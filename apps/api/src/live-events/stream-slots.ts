import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { DependencyDownError } from '../shared-state/dependency-down.error';

/** Open streams per user, over every instance together (a tab each, at most): one more gets 429. */
export const MAX_STREAMS_PER_USER = 5;
/**
 * How long a slot held in Redis lasts unless its instance renews it, which it does at every ping:
 * the slots of an instance that crashed free themselves within this time.
 */
export const SLOT_LEASE_SECONDS = 60;

/** The Redis key (after REDIS_KEY_PREFIX) of a user's slots: a sorted set, member = slot, score = end of its lease (ms). */
export const streamSlotsKey = (userId: number): string => `streams:${userId}`;

/** One open stream's place among its user's MAX_STREAMS_PER_USER. */
export interface StreamSlot {
  userId: number;
  id: string;
}

/** Counts each user's open streams against MAX_STREAMS_PER_USER. */
export interface StreamSlots {
  /** A slot for one more stream of the user; null when all of theirs are taken. */
  acquire(userId: number): Promise<StreamSlot | null>;
  /** Extends the leases of the slots of this instance's open streams. Never throws. */
  renew(slots: StreamSlot[]): Promise<void>;
  /** Gives the slot back. Never throws (a slot not given back ends with its lease). */
  release(slot: StreamSlot): Promise<void>;
}

export function streamSlots(redis: Redis | null): StreamSlots {
  return redis ? new RedisStreamSlots(redis) : new MemoryStreamSlots();
}

/** Without Redis: this process's memory, right for one instance only (as the other shared state). */
class MemoryStreamSlots implements StreamSlots {
  private readonly taken = new Map<number, Set<string>>();

  async acquire(userId: number): Promise<StreamSlot | null> {
    const slots = this.taken.get(userId) ?? new Set<string>();
    if (slots.size >= MAX_STREAMS_PER_USER) return null;
    const slot = { userId, id: randomUUID() };
    this.taken.set(userId, slots.add(slot.id));
    return slot;
  }

  async renew(): Promise<void> {
    // Nothing expires: the slots end with the process.
  }

  async release({ userId, id }: StreamSlot): Promise<void> {
    const slots = this.taken.get(userId);
    slots?.delete(id);
    if (slots?.size === 0) this.taken.delete(userId);
  }
}

/** Redis's clock in ms, the same for every instance whatever their own clocks say. */
const NOW_MS = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;

/** KEYS[1] the user's set; ARGV: cap, lease (ms), new slot. 1 when taken, 0 when the user is at the cap. */
const ACQUIRE_SCRIPT = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** KEYS[1] the user's set; ARGV: lease (ms), then the slots to renew (re-added if they lapsed meanwhile). */
const RENEW_SCRIPT = `${NOW_MS}
for index = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[index]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

/**
 * In Redis, shared by every instance: a sorted set per user whose scores are the ends of the
 * slots' leases. Taking a slot first drops the lapsed ones (an instance that crashed renews none),
 * then counts; the set itself expires a lease after its last change.
 */
class RedisStreamSlots implements StreamSlots {
  private readonly logger = new Logger('LiveEvents');

  constructor(private readonly redis: Redis) {}

  async acquire(userId: number): Promise<StreamSlot | null> {
    const slot = { userId, id: randomUUID() };
    let taken: unknown;
    try {
      taken = await this.redis.eval(
        ACQUIRE_SCRIPT,
        1,
        streamSlotsKey(userId),
        MAX_STREAMS_PER_USER,
        SLOT_LEASE_SECONDS * 1000,
        slot.id,
      );
    } catch (error) {
      throw new DependencyDownError('redis', error);
    }
    return taken === 1 ? slot : null;
  }

  async renew(slots: StreamSlot[]): Promise<void> {
    const byUser = new Map<number, string[]>();
    for (const { userId, id } of slots) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    if (byUser.size === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [userId, ids] of byUser)
      pipeline.eval(RENEW_SCRIPT, 1, streamSlotsKey(userId), SLOT_LEASE_SECONDS * 1000, ...ids);
    try {
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Stream slots not renewed (${reason}): retried at the next ping`);
    }
  }

  async release({ userId, id }: StreamSlot): Promise<void> {
    await this.redis.zrem(streamSlotsKey(userId), id).catch(() => undefined);
  }
}

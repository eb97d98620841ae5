import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The first answer to the user's ($1) submit with the Idempotency-Key $2, if it was given after $3
 * (older keys have expired): the request's hash, the status and the body answered.
 */
const IDEMPOTENT_ANSWER_SQL = `SELECT "request_hash", "status", "response" FROM "submission_idempotency_keys"
  WHERE "user_id" = $1 AND "key" = $2 AND "created_at" > $3`;

/** The user's ($1) expired keys (given at or before $2): pruned before a key is stored. */
const PRUNE_IDEMPOTENCY_KEYS_SQL = `DELETE FROM "submission_idempotency_keys" WHERE "user_id" = $1 AND "created_at" <= $2`;

/** The answer (status $4, body $5) to the user's ($1) submit with the key $2 and the request hash $3, at $6. */
const INSERT_IDEMPOTENT_ANSWER_SQL = `INSERT INTO "submission_idempotency_keys" ("user_id", "key", "request_hash", "status", "response", "created_at")
  VALUES ($1, $2, $3, $4, $5::jsonb, $6)`;

/** The first answer given to a submit with an Idempotency-Key. */
export interface IdempotentAnswer {
  /** SHA-256 (hex) of the request as the service reads it: canonical link and message. */
  requestHash: string;
  /** 201 (stored) or 200 (pointed to the pending one). */
  status: number;
  body: Record<string, unknown>;
}

/**
 * The `submission_idempotency_keys` table: the first answer to a submit sent with an
 * Idempotency-Key, per user and key. Every method runs in the submit's transaction (its manager),
 * under the user's lock.
 */
@Injectable()
export class IdempotencyKeysRepository {
  /** The first answer to the user's submit with `key`, unless it was given at or before `expiredAt`. */
  async findAnswer(
    manager: EntityManager,
    userId: number,
    key: string,
    expiredAt: Date,
  ): Promise<IdempotentAnswer | undefined> {
    const [row]: Array<{
      request_hash: string;
      status: number;
      response: Record<string, unknown>;
    }> = await manager.query(IDEMPOTENT_ANSWER_SQL, [userId, key, expiredAt]);
    return row && { requestHash: row.request_hash, status: row.status, body: row.response };
  }

  /** Stores the answer to the user's submit with `key` (at `at`), pruning the user's keys given at or before `expiredAt`. */
  async storeAnswer(
    manager: EntityManager,
    userId: number,
    key: string,
    answer: IdempotentAnswer,
    at: Date,
    expiredAt: Date,
  ): Promise<void> {
    await manager.query(PRUNE_IDEMPOTENCY_KEYS_SQL, [userId, expiredAt]);
    await manager.query(INSERT_IDEMPOTENT_ANSWER_SQL, [
      userId,
      key,
      answer.requestHash,
      answer.status,
      JSON.stringify(answer.body),
      at,
    ]);
  }
}

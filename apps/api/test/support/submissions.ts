import type { QueryDeepPartialEntity } from 'typeorm';
import { Submission } from '../../src/submissions/entities/submission.entity';
import type { TestApp } from './test-app';

/** The profile URL of a stored submission unless a test gives its own. */
export const SEEDED_PROFILE_URL = 'https://www.linkedin.com/in/someone';

/**
 * A submission of `userId` stored directly (no quota, no API), pending unless `fields` say
 * otherwise; fields left out take the column defaults (`created_at`: now). Its id.
 */
export async function insertSubmission(
  api: TestApp,
  userId: number,
  fields: QueryDeepPartialEntity<Submission> = {},
): Promise<number> {
  const { identifiers } = await api.dataSource
    .getRepository(Submission)
    .insert({ userId, linkedinUrl: SEEDED_PROFILE_URL, isProcessed: false, ...fields });
  return identifiers[0].id as number;
}

/**
 * A reply body as a first reply sends it: `base_version` 0 added to a JSON object that has none
 * (anything else, or a body naming its version, is sent as it is).
 */
export function asFirstReply(body: unknown): unknown {
  const draft =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('base_version' in body);
  return draft ? { base_version: 0, ...body } : body;
}

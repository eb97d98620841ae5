import { registerAs } from '@nestjs/config';
import { IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsIntegerString } from './validators';

/**
 * pg-boss 10 waits `delay × 2^(n−1) × (1 + random)` seconds before the n-th retry (it has no cap
 * on one wait). With the defaults, 12 retries 30 s apart at first: the waits add up to at least
 * 30 × (2^12 − 1) s = 122,850 s (34.1 hours) and at most twice that (68.3 hours), so a mail server
 * that is down for a day still gets every mail.
 */
export const MAIL_RETRY_LIMIT_DEFAULT = 12;
export const MAIL_RETRY_DELAY_SECONDS_DEFAULT = 30;
export const JOBS_POLLING_INTERVAL_MS_DEFAULT = 2000;

class JobsEnvironment {
  @IsOptional()
  @IsIntegerString(0, 30)
  MAIL_RETRY_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 3600)
  MAIL_RETRY_DELAY_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(500, 60_000)
  JOBS_POLLING_INTERVAL_MS?: string;
}

export interface JobsConfig {
  /** Retries of a mail after its first attempt; then the job is failed (counted, `jobs:retry`). */
  mailRetryLimit: number;
  /** The first retry's wait; each next one doubles it (exponential backoff, with jitter). */
  mailRetryDelaySeconds: number;
  /** How often an idle worker looks for jobs that another instance enqueued. */
  pollingIntervalMs: number;
}

export function loadJobsConfig(env: Environment): JobsConfig {
  const vars = validateEnvironment(env, JobsEnvironment);
  return {
    mailRetryLimit: Number(vars.MAIL_RETRY_LIMIT ?? MAIL_RETRY_LIMIT_DEFAULT),
    mailRetryDelaySeconds: Number(
      vars.MAIL_RETRY_DELAY_SECONDS ?? MAIL_RETRY_DELAY_SECONDS_DEFAULT,
    ),
    pollingIntervalMs: Number(vars.JOBS_POLLING_INTERVAL_MS ?? JOBS_POLLING_INTERVAL_MS_DEFAULT),
  };
}

export const jobsConfig = registerAs('jobs', () => loadJobsConfig(process.env));

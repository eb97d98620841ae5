import { registerAs } from '@nestjs/config';
import { IsIP, IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsIntegerString } from './validators';

export const SHUTDOWN_TIMEOUT_DEFAULT_SECONDS = 10;
export const METRICS_PORT_DEFAULT = 9464;

class OperationsEnvironment {
  @IsOptional()
  @IsIntegerString(1, 3600)
  SHUTDOWN_TIMEOUT?: string;

  @IsOptional()
  @IsIntegerString(0, 3_600_000)
  SHUTDOWN_READY_DELAY_MS?: string;

  @IsOptional()
  @IsIntegerString(0, 65535)
  METRICS_PORT?: string;

  @IsOptional()
  @IsIP(undefined, { message: '$property must be an IP address, such as 127.0.0.1 or 0.0.0.0' })
  METRICS_HOST?: string;
}

export interface OperationsConfig {
  /**
   * From SIGTERM (or SIGINT) to exit at most: past it whatever still hangs is cut off, and the
   * process exits with code 1. Keep it under the orchestrator's own grace period (Kubernetes'
   * `terminationGracePeriodSeconds`), which kills the process outright.
   */
  shutdownTimeoutMs: number;
  /**
   * How long a draining instance keeps serving after it starts answering "not ready": the time a
   * load balancer or Kubernetes needs to see that and send no more traffic here.
   */
  shutdownReadyDelayMs: number;
  /** The Prometheus port (`GET /metrics`), separate from the public one; null: no metrics server. */
  metricsPort: number | null;
  /** The address the metrics server listens on. */
  metricsHost: string;
}

export function loadOperationsConfig(env: Environment): OperationsConfig {
  const vars = validateEnvironment(env, OperationsEnvironment);
  const metricsPort = Number(vars.METRICS_PORT ?? METRICS_PORT_DEFAULT);
  return {
    shutdownTimeoutMs: Number(vars.SHUTDOWN_TIMEOUT ?? SHUTDOWN_TIMEOUT_DEFAULT_SECONDS) * 1000,
    shutdownReadyDelayMs: Number(vars.SHUTDOWN_READY_DELAY_MS ?? 0),
    metricsPort: metricsPort === 0 ? null : metricsPort,
    metricsHost: vars.METRICS_HOST ?? '127.0.0.1',
  };
}

export const operationsConfig = registerAs('operations', () => loadOperationsConfig(process.env));

import { InvalidConfigurationError, loadOperationsConfig } from '../src/config';

describe('operations configuration (drain and metrics)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadOperationsConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigurationError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('has the documented defaults', () => {
    expect(loadOperationsConfig({})).toEqual({
      shutdownTimeoutMs: 10_000,
      shutdownReadyDelayMs: 0,
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
  });

  it('reads each variable; METRICS_PORT=0 turns the metrics server off', () => {
    expect(
      loadOperationsConfig({
        SHUTDOWN_TIMEOUT: '25',
        SHUTDOWN_READY_DELAY_MS: '5000',
        METRICS_PORT: '0',
        METRICS_HOST: '0.0.0.0',
      }),
    ).toEqual({
      shutdownTimeoutMs: 25_000,
      shutdownReadyDelayMs: 5000,
      metricsPort: null,
      metricsHost: '0.0.0.0',
    });
  });

  it('refuses bad values, naming each variable', () => {
    const message = problems({
      SHUTDOWN_TIMEOUT: '0',
      SHUTDOWN_READY_DELAY_MS: '-1',
      METRICS_PORT: '70000',
      METRICS_HOST: 'localhost',
    });
    for (const variable of [
      'SHUTDOWN_TIMEOUT',
      'SHUTDOWN_READY_DELAY_MS',
      'METRICS_PORT',
      'METRICS_HOST must be an IP address',
    ])
      expect(message).toContain(variable);
  });
});

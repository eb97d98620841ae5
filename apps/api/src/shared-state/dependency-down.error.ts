/** The dependencies whose outage turns an answer into 503 with Retry-After. */
export type Dependency = 'database' | 'redis' | 'payment provider';

/**
 * Thrown when a request cannot be served because a dependency is unreachable right now. The
 * global error filter answers it with 503 `{detail}` and `Retry-After`; the cause is logged,
 * never sent.
 */
export class DependencyDownError extends Error {
  constructor(
    readonly dependency: Dependency,
    override readonly cause?: unknown,
  ) {
    super(`The ${dependency} is unavailable`);
    this.name = 'DependencyDownError';
  }
}

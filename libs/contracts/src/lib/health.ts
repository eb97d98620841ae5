/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'error' | 'shutting_down';
  /** Indicators that are up, e.g. `{ database: { status: 'up' } }`. */
  info?: Record<string, { status: string; [key: string]: unknown }>;
  /** Indicators that are down. */
  error?: Record<string, { status: string; [key: string]: unknown }>;
  details?: Record<string, { status: string; [key: string]: unknown }>;
}

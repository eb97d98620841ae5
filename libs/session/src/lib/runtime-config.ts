/** Settings that differ per environment, fetched by the shell at start instead of baked into its build. */
export interface RuntimeConfig {
  /** Origin of the API, without a trailing slash; every call goes to `${apiBaseUrl}/api/...`. */
  apiBaseUrl: string;
  /** A label such as `development` or `production`, shown nowhere but useful in logs. */
  environment: string;
}

export class RuntimeConfigError extends Error {}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RuntimeConfigError('Runtime configuration must be a JSON object.');
  }
  const record = raw as Record<string, unknown>;
  const apiBaseUrl = record['apiBaseUrl'];
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(apiBaseUrl)) {
    throw new RuntimeConfigError('Runtime configuration: apiBaseUrl must be an http(s) URL.');
  }
  const environment = record['environment'] ?? 'production';
  if (typeof environment !== 'string') {
    throw new RuntimeConfigError('Runtime configuration: environment must be a string.');
  }
  // The lookbehind keeps the scan linear: a run of slashes is tried once, from its first slash.
  return { apiBaseUrl: apiBaseUrl.replace(/(?<!\/)\/+$/, ''), environment };
}

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new RuntimeConfigError(`Could not fetch the runtime configuration from ${url}.`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `Could not fetch the runtime configuration from ${url} (HTTP ${response.status}).`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`The runtime configuration at ${url} is not valid JSON.`);
  }
  return parseRuntimeConfig(body);
}

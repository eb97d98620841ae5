// Razorpay's REST API (`/v1/...`: HTTP Basic auth with the key id and secret, JSON bodies), called
// with `fetch`. Why not the `razorpay` SDK: version 2.9.8 has no public option for its base URL
// (`dist/api.js` fixes https://api.razorpay.com), so it could not reach the local fake the tests
// run against; the SDK is still what checks webhook signatures (razorpay.provider.ts).
import { ProviderUnavailableError } from './billing-provider';

/** One request's limit; a request that times out counts as Razorpay being unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Razorpay's largest page (`count`). */
const PAGE_SIZE = 100;
/** At most this many pages of one collection are read (10,000 items). */
const MAX_PAGES = 100;

export type Notes = Record<string, string>;

export interface RazorpayPlan {
  id: string;
  period: string;
  interval: number;
  item: { name: string; amount: number; currency: string };
  notes: Notes | unknown[] | null;
  created_at: number;
}

export interface RazorpaySubscription {
  id: string;
  plan_id: string;
  /** Set once the customer authenticates the subscription, or at creation when we give it. */
  customer_id: string | null;
  status: string;
  current_start: number | null;
  current_end: number | null;
  /** When the subscription ends: the last cycle's end, or `current_end` once cancelled at cycle end. */
  end_at: number | null;
  notes: Notes | unknown[] | null;
  short_url: string;
  created_at: number;
}

export interface RazorpayInvoice {
  id: string;
  subscription_id: string | null;
  customer_id: string | null;
  payment_id: string | null;
  status: string;
  amount: number;
  amount_paid: number;
  currency: string;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  status: string;
}

interface Collection<T> {
  count: number;
  items: T[];
}

/** Razorpay answered 4xx: the request is wrong (its `error.description` is the message). */
export class RazorpayRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RazorpayRequestError';
  }
}

/** Notes as a record (Razorpay sends `[]` for no notes). */
export function notesOf(notes: Notes | unknown[] | null | undefined): Notes {
  return notes && !Array.isArray(notes) ? notes : {};
}

export class RazorpayApi {
  private readonly authorization: string;
  private readonly baseUrl: string;

  constructor(options: { keyId: string; keySecret: string; apiUrl: string }) {
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.baseUrl = options.apiUrl.replace(/(?<!\/)\/+$/, '');
  }

  get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString();
    return this.request<T>('GET', search ? `${path}?${search}` : path);
  }

  post<T>(path: string, body: object): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  /** Every item of a collection (`count`/`skip` pages), in Razorpay's order (newest first). */
  async all<T>(path: string, query: Record<string, string | number> = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const found = await this.get<Collection<T>>(path, {
        ...query,
        count: PAGE_SIZE,
        skip: page * PAGE_SIZE,
      });
      items.push(...found.items);
      if (found.items.length < PAGE_SIZE) break;
    }
    return items;
  }

  /**
   * One call. Throws ProviderUnavailableError when Razorpay cannot be reached, times out, answers
   * 429 or 5xx; RazorpayRequestError on another 4xx.
   */
  private async request<T>(method: string, path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(
        `Razorpay is not reachable: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailableError(
        `Razorpay answered ${response.status} to ${method} ${path.split('?')[0]}`,
      );
    }
    const parsed = parseJson(text);
    if (!response.ok) {
      const error = (parsed as { error?: { description?: string; code?: string } } | null)?.error;
      throw new RazorpayRequestError(
        response.status,
        `Razorpay refused ${method} ${path.split('?')[0]} (${response.status}): ${
          error?.description ?? (text.slice(0, 200) || 'no detail')
        }`,
        error?.code,
      );
    }
    if (parsed === null) {
      throw new ProviderUnavailableError(`Razorpay answered ${method} ${path} without JSON`);
    }
    return parsed as T;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

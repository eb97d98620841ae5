import { act } from '@testing-library/react';
import { API_PATHS, type LiveEvent } from '@profileproof/contracts';
import type { StubReply } from './fetch-stub';

/**
 * The API's event stream in component tests (jsdom has no EventSource). `stubFetch` installs it
 * with every stub: a screen that opens the stream gets a ticket and a stream that stays
 * "connecting", quiet, until the test opens it and sends events. (Without it the ticket call
 * failed as the network does, and a second later the session's "Can't reach ProfileProof" notice,
 * a second `status` region, and its probes joined whatever the test looked at.)
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Array<(message: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.all.push(this);
  }

  /** Installs it as the page's EventSource, no stream open yet (removed after each test). */
  static install(): void {
    FakeEventSource.all = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  static get latest(): FakeEventSource | undefined {
    return FakeEventSource.all.at(-1);
  }

  addEventListener(type: string, listener: (message: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.listeners.clear();
  }

  open(): void {
    act(() => this.onopen?.(new Event('open')));
  }

  /** The server sends `event`, as the API writes it (`event: <type>`, `data: <JSON>`). */
  send(event: LiveEvent): void {
    act(() =>
      this.listeners
        .get(event.type)
        ?.forEach((listener) =>
          listener(new MessageEvent(event.type, { data: JSON.stringify(event) })),
        ),
    );
  }
}

/** The stream's ticket, as `stubFetch` answers it unless a test routes it otherwise. */
export const ticketRoute: Record<string, StubReply> = {
  [`POST ${API_PATHS.events.ticket}`]: { status: 200, body: { ticket: 'ticket', expires_in: 30 } },
};

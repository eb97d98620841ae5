import { act } from '@testing-library/react';
import { API_PATHS, type LiveEvent } from '@profileproof/contracts';
import type { StubReply } from '@profileproof/web-testing';

/** The API's event stream in component tests (jsdom has no EventSource): driven by the test. */
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

  /** Installs it as the page's EventSource, with no stream open yet. */
  static install(): void {
    FakeEventSource.all = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }

  /** Back to jsdom's page, which has none. */
  static uninstall(): void {
    FakeEventSource.all = [];
    delete (globalThis as { EventSource?: unknown }).EventSource;
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

/** The ticket route of stubFetch, for a screen that opens the stream. */
export const ticketRoute: Record<string, StubReply> = {
  [`POST ${API_PATHS.events.ticket}`]: { status: 200, body: { ticket: 'ticket', expires_in: 30 } },
};

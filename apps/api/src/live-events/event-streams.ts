import type { ServerResponse } from 'node:http';
import type { LiveEvent, Role } from '@profileproof/contracts';
import type { LiveAudience } from './live-event-message';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
export const PING_SECONDS = 25;
/** What EventSource waits before reconnecting by itself (our client re-tickets instead: a ticket is single-use). */
export const RETRY_MS = 2000;
/** Open streams per user on one instance (a tab each, at most): one more gets 429. */
export const MAX_STREAMS_PER_USER = 5;
/** A client this far behind (not reading) is let go: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress or rewrite it (which buffers); nginx is told not to buffer.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** Whose stream it is: admins receive every event, users only those about their own submissions. */
export interface StreamOwner {
  userId: number;
  role: Role;
}

/** The frame of one event: its type as the SSE event name, the event itself as data. */
export function eventFrame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

class EventStream {
  private readonly ends: NodeJS.Timeout;

  constructor(
    readonly owner: StreamOwner,
    private readonly response: ServerResponse,
    lifetimeMs: number,
    private readonly onClose: (stream: EventStream) => void,
  ) {
    this.ends = setTimeout(() => this.end(), lifetimeMs).unref();
    response.once('close', () => {
      clearTimeout(this.ends);
      this.onClose(this);
    });
  }

  receives(audience: LiveAudience): boolean {
    return this.owner.role === 'admin' || audience.ownerId === this.owner.userId;
  }

  write(frame: string): void {
    if (this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.response.write(frame);
  }

  end(): void {
    if (!this.response.writableEnded) this.response.end();
  }
}

/**
 * The streams open on this instance. Each ends by itself after `lifetimeMs` (the access token's
 * lifetime): the client then needs a new ticket, which only a session that still holds gets, so
 * a signed-out, revoked or demoted user stops receiving within that time.
 */
export class EventStreams {
  private readonly streams = new Set<EventStream>();
  private readonly perUser = new Map<number, number>();
  private readonly pings: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly lifetimeMs: number) {
    this.pings = setInterval(() => this.broadcast(': ping\n\n'), PING_SECONDS * 1000).unref();
  }

  /** True once the instance shuts down: no new stream is opened. */
  get closing(): boolean {
    return this.closed;
  }

  hasRoomFor(userId: number): boolean {
    return (this.perUser.get(userId) ?? 0) < MAX_STREAMS_PER_USER;
  }

  /**
   * Starts the stream on `response` (headers written by the caller): from now on it receives
   * the owner's events, until the client goes, the lifetime ends or this instance shuts down.
   */
  open(owner: StreamOwner, response: ServerResponse): void {
    const stream = new EventStream(owner, response, this.lifetimeMs, (gone) => this.forget(gone));
    this.streams.add(stream);
    this.perUser.set(owner.userId, (this.perUser.get(owner.userId) ?? 0) + 1);
    stream.write(`retry: ${RETRY_MS}\n\n`);
  }

  deliver(event: LiveEvent, audience: LiveAudience): void {
    const frame = eventFrame(event);
    for (const stream of this.streams) if (stream.receives(audience)) stream.write(frame);
  }

  /** Every stream is told to refetch what it shows: events may have been missed. */
  resync(): void {
    this.broadcast(eventFrame({ type: 'resync' }));
  }

  /** Ends every stream and takes no more (the instance is shutting down). */
  closeAll(): void {
    this.closed = true;
    clearInterval(this.pings);
    for (const stream of [...this.streams]) stream.end();
  }

  private broadcast(frame: string): void {
    for (const stream of this.streams) stream.write(frame);
  }

  private forget(stream: EventStream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perUser.get(stream.owner.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.owner.userId, left);
    else this.perUser.delete(stream.owner.userId);
  }
}

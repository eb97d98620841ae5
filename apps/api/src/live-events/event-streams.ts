import type { ServerResponse } from 'node:http';
import type { LiveEvent, Role } from '@profileproof/contracts';
import type { LiveAudience, StreamSelector } from './live-event-message';
import type { StreamSlot, StreamSlots } from './stream-slots';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
export const PING_SECONDS = 25;
/** What EventSource waits before reconnecting by itself (our client re-tickets instead: a ticket is single-use). */
export const RETRY_MS = 2000;
/** A client this far behind (not reading) is let go: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress or rewrite it (which buffers); nginx is told not to buffer.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * Node keeps a response's header block (`_header`) as long as the response lives, as it built it:
 * one concatenation per header line, some 70 string pieces. Reading one character makes V8 flatten
 * it in place into one string, and the pieces go: about 1.8 KB less per open stream
 * (CHANGELOG.md, "Benchmark findings: event streams and their memory"). The text stays the same.
 */
export function compactHeaderBlock(response: ServerResponse): void {
  const block = (response as ServerResponse & { _header?: unknown })._header;
  if (typeof block === 'string') block.charCodeAt(0);
}

/** Whose stream it is: admins receive every event, users only those about their own submissions. */
export interface StreamOwner {
  userId: number;
  role: Role;
  /** The session the ticket was taken in: ending it ends the stream. */
  sessionId: string;
}

/** The frame of one event: its type as the SSE event name, the event itself as data. */
export function eventFrame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const selects = (selector: StreamSelector, owner: StreamOwner): boolean =>
  owner.userId === selector.userId &&
  (selector.sessionId === undefined || owner.sessionId === selector.sessionId);

/**
 * A stream being admitted: counted on this instance while its session is checked and its user's
 * slot taken, so that an end of its session arriving meanwhile is not missed (`ended`).
 */
export interface Admission {
  readonly owner: StreamOwner;
  slot: StreamSlot | null;
  ended: boolean;
}

/** Why no stream was opened. */
export type Refusal = 'closing' | 'instance-full' | 'session-ended' | 'user-full';

class EventStream {
  private readonly ends: NodeJS.Timeout;

  constructor(
    readonly owner: StreamOwner,
    readonly slot: StreamSlot,
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

export interface EventStreamsOptions {
  /** A stream ends by itself after this (the access token's lifetime). */
  lifetimeMs: number;
  /** Streams this instance keeps open at most, every user together (EVENT_STREAMS_PER_INSTANCE). */
  maxStreams: number;
}

/**
 * The streams open on this instance. Each ends by itself after `lifetimeMs` (the access token's
 * lifetime), when its session ends (`end`, on every instance), when its client goes, or when the
 * instance shuts down. A user has MAX_STREAMS_PER_USER slots over every instance (`StreamSlots`),
 * and the instance `maxStreams` in all.
 */
export class EventStreams {
  private readonly streams = new Set<EventStream>();
  private readonly admissions = new Set<Admission>();
  private readonly released = new WeakSet<StreamSlot>();
  private readonly pings: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly options: EventStreamsOptions,
    private readonly slots: StreamSlots,
  ) {
    this.pings = setInterval(() => this.ping(), PING_SECONDS * 1000).unref();
  }

  /** The streams open on this instance right now (a metric). */
  get openCount(): number {
    return this.streams.size;
  }

  /** True once the instance shuts down: no new stream is opened. */
  get closing(): boolean {
    return this.closed;
  }

  /**
   * Admits one more stream of `owner`, or says why not: this instance is full, the session no
   * longer holds (`sessionHolds`), or the user's slots are all taken. An admission must be opened
   * or cancelled right away (no await between).
   */
  async admit(
    owner: StreamOwner,
    sessionHolds: () => Promise<boolean>,
  ): Promise<Admission | Refusal> {
    if (this.closed) return 'closing';
    if (this.streams.size + this.admissions.size >= this.options.maxStreams) return 'instance-full';
    const admission: Admission = { owner, slot: null, ended: false };
    this.admissions.add(admission);
    let refusal: Refusal | null = null;
    try {
      if (!(await sessionHolds())) refusal = 'session-ended';
      else admission.slot = await this.slots.acquire(owner.userId);
      if (!refusal && !admission.slot) refusal = 'user-full';
      if (!refusal && admission.ended) refusal = 'session-ended';
      if (!refusal && this.closed) refusal = 'closing';
    } catch (error) {
      this.cancel(admission);
      throw error;
    }
    if (refusal) this.cancel(admission);
    return refusal ?? admission;
  }

  /** Gives up an admission (HEAD, a refusal): its slot goes back. */
  cancel(admission: Admission): void {
    this.admissions.delete(admission);
    if (admission.slot) this.release(admission.slot);
  }

  /**
   * Starts the admitted stream on `response` (headers written by the caller): from now on it
   * receives the owner's events, until it ends.
   */
  open(admission: Admission, response: ServerResponse): void {
    if (!this.admissions.delete(admission) || !admission.slot)
      throw new Error('A stream opens once, admitted');
    const stream = new EventStream(
      admission.owner,
      admission.slot,
      response,
      this.options.lifetimeMs,
      (gone) => this.forget(gone),
    );
    this.streams.add(stream);
    stream.write(`retry: ${RETRY_MS}\n\n`);
  }

  deliver(event: LiveEvent, audience: LiveAudience): void {
    const frame = eventFrame(event);
    for (const stream of this.streams) if (stream.receives(audience)) stream.write(frame);
  }

  /** Ends the streams of the sessions that ended, and refuses the admissions under way for them. */
  end(selector: StreamSelector): void {
    for (const admission of this.admissions)
      if (selects(selector, admission.owner)) admission.ended = true;
    for (const stream of this.streams) if (selects(selector, stream.owner)) stream.end();
  }

  /** Every stream is told to refetch what it shows: events may have been missed. */
  resync(): void {
    this.broadcast(eventFrame({ type: 'resync' }));
  }

  /** Ends every stream and takes no more (the instance is shutting down); their slots go back first. */
  async closeAll(): Promise<void> {
    this.closed = true;
    clearInterval(this.pings);
    const open = [...this.streams];
    await Promise.all(open.map((stream) => this.release(stream.slot)));
    for (const stream of open) stream.end();
  }

  private ping(): void {
    this.broadcast(': ping\n\n');
    void this.slots.renew([...this.streams].map((stream) => stream.slot));
  }

  private broadcast(frame: string): void {
    for (const stream of this.streams) stream.write(frame);
  }

  private forget(stream: EventStream): void {
    if (this.streams.delete(stream)) void this.release(stream.slot);
  }

  private async release(slot: StreamSlot): Promise<void> {
    if (this.released.has(slot)) return;
    this.released.add(slot);
    await this.slots.release(slot);
  }
}

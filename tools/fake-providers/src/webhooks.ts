// Webhook delivery shared by both fakes: every event is recorded; in `immediate` mode it is
// POSTed at once (one at a time, in the order of the events), in `manual` mode it waits until a
// test delivers it — several times, at once, in another order, late, tampered — or drops it.

/** How a delivery is spoiled on purpose: a wrong signature, a body changed after signing, an old timestamp. */
export type Tamper = 'signature' | 'body' | 'old-timestamp';

export type DeliveryMode = 'immediate' | 'manual';

export interface RecordedEvent {
  id: string;
  type: string;
  /** The JSON sent as the body, byte for byte (the signature covers it). */
  payload: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The HTTP status the receiver answered, or 0 when it could not be reached. */
  status: number;
  tamper?: Tamper;
  at: number;
}

export interface DeliverOptions {
  /** How many times each event is sent (default 1). */
  times?: number;
  /** `given` (default): in the order of the ids; `reverse`: the other way round. */
  order?: 'given' | 'reverse';
  /** Send every copy at once instead of one after another. */
  concurrent?: boolean;
  /** Wait this long before each send (one after another) or before all (concurrent). */
  delayMs?: number;
  tamper?: Tamper;
}

/** The headers that sign `payload` (`tamper` says how to spoil them, when the provider can). */
export type Signer = (
  payload: string,
  tamper: Tamper | undefined,
  eventId: string,
) => Record<string, string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebhookOutbox {
  readonly deliveries: Delivery[] = [];
  private readonly events = new Map<string, RecordedEvent>();
  private readonly pending: string[] = [];
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sign: Signer,
    public webhookUrl: string | undefined,
    public mode: DeliveryMode,
  ) {}

  /** Keeps an event; sends it now (after those before it) in immediate mode with a URL. */
  record(event: RecordedEvent): void {
    this.events.set(event.id, event);
    if (this.mode === 'immediate' && this.webhookUrl) {
      // A failed send is in `deliveries` (status 0); the chain goes on to the next event.
      this.chain = this.chain.then(() => this.send(event)).catch(() => undefined);
    } else {
      this.pending.push(event.id);
    }
  }

  /** Ids of the events recorded and neither delivered nor dropped yet, oldest first. */
  pendingEvents(): string[] {
    return [...this.pending];
  }

  /** Resolves when every immediate delivery so far has been answered. */
  async idle(): Promise<void> {
    await this.chain;
  }

  /** Sends these events (default: every pending one) and resolves with what the receiver answered. */
  async deliver(eventIds?: string[], options: DeliverOptions = {}): Promise<Delivery[]> {
    const ids = [...(eventIds ?? this.pendingEvents())];
    if (options.order === 'reverse') ids.reverse();
    const copies = ids.flatMap((id) => Array.from({ length: options.times ?? 1 }, () => id));
    const events = copies.map((id) => {
      const event = this.events.get(id);
      if (!event) throw new Error(`no event ${id}`);
      return event;
    });
    for (const id of ids) this.forget(id);
    if (options.concurrent) {
      if (options.delayMs) await sleep(options.delayMs);
      return Promise.all(events.map((event) => this.send(event, options.tamper)));
    }
    const results: Delivery[] = [];
    for (const event of events) {
      if (options.delayMs) await sleep(options.delayMs);
      results.push(await this.send(event, options.tamper));
    }
    return results;
  }

  /** Takes these events off the pending list unsent: the lost webhooks. */
  drop(eventIds: string[]): void {
    for (const id of eventIds) this.forget(id);
  }

  private forget(id: string): void {
    const at = this.pending.indexOf(id);
    if (at >= 0) this.pending.splice(at, 1);
  }

  private async send(event: RecordedEvent, tamper?: Tamper): Promise<Delivery> {
    const delivery: Delivery = { eventId: event.id, type: event.type, status: 0, at: Date.now() };
    if (tamper) delivery.tamper = tamper;
    if (!this.webhookUrl) throw new Error('no webhookUrl to deliver to');
    const headers = this.sign(event.payload, tamper, event.id);
    const body = tamper === 'body' ? changedBody(event.payload) : event.payload;
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        body,
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch {
      delivery.status = 0;
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}

/** The body with one field changed after it was signed (as a man in the middle would). */
function changedBody(payload: string): string {
  const parsed = JSON.parse(payload) as Record<string, unknown>;
  return JSON.stringify({ ...parsed, tampered: true });
}

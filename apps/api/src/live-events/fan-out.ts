import { Logger } from '@nestjs/common';
import { Client, type ClientConfig } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseServer } from '../database/database-server';
import { decodeMessage, encodeMessage, type LiveMessage } from './live-event-message';

/** The PostgreSQL channel every instance listens on (NOTIFY is per database: deployments on one server do not mix). */
const EVENTS_CHANNEL = 'profileproof_events';

/** Sends a message (`$2`, encoded by live-event-message.ts) on the channel (`$1`). */
const NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

/** Receives the channel's messages, on a connection of its own. */
const LISTEN_SQL = `LISTEN ${EVENTS_CHANNEL}`;

/** How the listener's connection shows in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'profileproof-api-events';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A connection can die without a word (a partition, a frozen server): the listener asks every so often. */
const HEARTBEAT_MS = 30_000;
/** The longest the listener waits for any answer (its LISTEN, a heartbeat) before it counts the connection lost. */
const HEARTBEAT_TIMEOUT_MS = 10_000;

/** Carries each published message to every instance, the publishing one included. */
export interface FanOut {
  /**
   * From now on `deliver` gets every message; `missed` is called when some may have been lost (the
   * fan-out reconnected), so that every open stream can be told to refetch.
   */
  start(deliver: (message: LiveMessage) => void, missed: () => void): Promise<void>;
  /** Resolves once the message is on its way to every instance; rejects when it could not be sent. */
  publish(message: LiveMessage): Promise<void>;
  /**
   * Sends the message with the caller's transaction: delivered if and when it commits (what ends
   * streams must not be lost between the commit and a later send). Throws, failing the transaction,
   * when it cannot be queued.
   */
  publishIn(manager: EntityManager, message: LiveMessage): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The fan-out for `server`. The embedded database (no DATABASE_URL) serves one connection, to one
 * API process: there is no connection left to LISTEN on, and no other instance to reach, so
 * messages go straight to this process's streams.
 */
export function openFanOut(server: DatabaseServer, dataSource: DataSource): FanOut {
  return server.kind === 'embedded'
    ? new InProcessFanOut()
    : new PostgresFanOut(listenerConnection(server), dataSource);
}

/** The listener's connection: the data source's server and database, under a name of its own. */
export function listenerConnection(server: DatabaseServer): ClientConfig {
  const { connection } = server;
  const target =
    'url' in connection
      ? { connectionString: connection.url }
      : {
          host: connection.host,
          port: connection.port,
          user: connection.username,
          database: connection.database,
        };
  return {
    ...target,
    application_name: LISTENER_APPLICATION_NAME,
    connectionTimeoutMillis: 10_000,
    query_timeout: HEARTBEAT_TIMEOUT_MS,
  };
}

/**
 * Sends `message` to every instance's listener when the transaction of `manager` commits (NOTIFY
 * in a transaction waits for its commit, and is dropped on rollback); at once outside one. For the
 * command line too, which runs no fan-out of its own.
 */
export async function notifyInTransaction(
  manager: EntityManager,
  message: LiveMessage,
): Promise<void> {
  await manager.query(NOTIFY_SQL, [EVENTS_CHANNEL, encodeMessage(message)]);
}

class InProcessFanOut implements FanOut {
  private deliver: (message: LiveMessage) => void = () => undefined;

  async start(deliver: (message: LiveMessage) => void): Promise<void> {
    this.deliver = deliver;
  }

  async publish(message: LiveMessage): Promise<void> {
    this.deliver(message);
  }

  /**
   * At once, before the commit: the embedded database's one connection is the transaction's until
   * it ends, so no session check (hence no new stream) runs before then. Should it roll back, the
   * streams ended for nothing: their clients reconnect.
   */
  async publishIn(_manager: EntityManager, message: LiveMessage): Promise<void> {
    this.deliver(message);
  }

  async stop(): Promise<void> {
    this.deliver = () => undefined;
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: a message is published with `pg_notify` through the pool (NOTIFY
 * outside a transaction is sent at once), and each instance receives it on a dedicated connection
 * (a pooled one would be handed to other queries, and LISTEN belongs to a session). When that
 * connection drops, or stops answering the heartbeat, it is opened again after 0.5 s, doubling up
 * to 30 s, reset once listening; messages sent meanwhile are lost, so `missed` follows every
 * (re)connection.
 */
class PostgresFanOut implements FanOut {
  private readonly logger = new Logger('LiveEvents');
  private client: Client | null = null;
  private deliver: (message: LiveMessage) => void = () => undefined;
  private missed: () => void = () => undefined;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly connection: ClientConfig,
    private readonly dataSource: DataSource,
  ) {}

  async start(deliver: (message: LiveMessage) => void, missed: () => void): Promise<void> {
    this.deliver = deliver;
    this.missed = missed;
    this.heartbeat = setInterval(() => this.checkConnection(), HEARTBEAT_MS).unref();
    await this.connect();
  }

  async publish(message: LiveMessage): Promise<void> {
    await this.dataSource.query(NOTIFY_SQL, [EVENTS_CHANNEL, encodeMessage(message)]);
  }

  publishIn(manager: EntityManager, message: LiveMessage): Promise<void> {
    return notifyInTransaction(manager, message);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client(this.connection);
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      const message = channel === EVENTS_CHANNEL && payload ? decodeMessage(payload) : null;
      if (message) this.deliver(message);
    });
    // Kept for the client's whole life: an 'error' without a listener would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(LISTEN_SQL);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return;
    if (this.reconnectDelay !== RECONNECT_FIRST_MS)
      this.logger.log('Listening for live events again: open streams resync');
    this.reconnectDelay = RECONNECT_FIRST_MS;
    this.missed();
  }

  private checkConnection(): void {
    const client = this.client;
    client?.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
  }

  /** Drops `client` (once, however many ways it failed) and schedules the next connection. */
  private lost(client: Client, error: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      `The live-events listener lost its database connection (${reason}): reconnecting in ${this.reconnectDelay} ms`,
    );
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay).unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

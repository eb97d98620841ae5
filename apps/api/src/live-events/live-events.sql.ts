// The statements of the live events' fan-out (see fan-out.ts). Free of imports and side effects:
// the API benchmark's bare server loads this file too (tools/bench/api/bare-sql.mjs).

/** The PostgreSQL channel every instance listens on (NOTIFY is per database: deployments on one server do not mix). */
export const EVENTS_CHANNEL = 'profileproof_events';

/** Sends a message (`$2`, encoded by live-event-message.ts) on the channel (`$1`). */
export const NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

/** Receives the channel's messages, on a connection of its own. */
export const LISTEN_SQL = `LISTEN ${EVENTS_CHANNEL}`;

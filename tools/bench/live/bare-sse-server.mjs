// The live benchmark's bare server: Fastify holding server-sent event streams opened through a
// ticket, as the API does (POST a ticket, GET the stream with it), with the same headers and frames
// and nothing else (no database, no session check, no per-user slots). What the API's streams cost
// on top of this is the product's own overhead.
//
//   PORT=3001 node tools/bench/live/bare-sse-server.mjs
//   POST /api/events/ticket/       → {ticket, expires_in}
//   GET  /api/events/?ticket=…     → the stream (`retry:` first, `: ping` every 25 s)
//   POST /bench/broadcast/         → writes one `submission.created` frame to every stream
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const PING_SECONDS = 25;
const RETRY_MS = 2000;
const TICKET_SECONDS = 30;
const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export async function startBareSseServer({ port = 0, host = '127.0.0.1' } = {}) {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  const tickets = new Map();
  const streams = new Set();
  let sent = 0;

  const pings = setInterval(() => {
    for (const stream of streams) stream.write(': ping\n\n');
  }, PING_SECONDS * 1000).unref();

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.post('/api/events/ticket/', async () => {
    const ticket = randomUUID();
    tickets.set(ticket, Date.now() + TICKET_SECONDS * 1000);
    return { ticket, expires_in: TICKET_SECONDS };
  });

  app.get('/api/events/', async (request, reply) => {
    const ticket = request.query.ticket;
    const expires = tickets.get(ticket);
    tickets.delete(ticket);
    if (!expires || expires < Date.now())
      return reply.code(401).send({ detail: 'Invalid, expired or already used event ticket.' });
    reply.hijack();
    reply.raw.writeHead(200, HEADERS);
    streams.add(reply.raw);
    reply.raw.once('close', () => streams.delete(reply.raw));
    reply.raw.write(`retry: ${RETRY_MS}\n\n`);
  });

  app.post('/bench/broadcast/', async () => {
    sent += 1;
    const frame = `event: submission.created\ndata: ${JSON.stringify({ type: 'submission.created', id: sent })}\n\n`;
    for (const stream of streams) if (!stream.writableEnded) stream.write(frame);
    return { streams: streams.size };
  });

  await app.listen({ port, host });
  return {
    baseUrl: `http://${host}:${app.server.address().port}`,
    close: async () => {
      clearInterval(pings);
      for (const stream of streams) stream.end();
      await app.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startBareSseServer({ port: Number(process.env.PORT ?? 0) });
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// The topology test's load (topology-test.mjs): customers who sign in, read and submit, admins
// who read the queue, and admin event streams that reconnect by themselves, as the console does.
import { call, login, ok, profileUrl, sleep, submitLikeTheClient } from './topology-requests.mjs';
import { waitUntil } from './services.mjs';

export const EVENT_LIMIT_MS = 10_000;

// ---- Mixed load: customers sign in, read and submit; admins read the queue ---------------------

/** Messages of submits answered 2xx (acknowledged), and of every submit sent. */
export const acknowledged = new Set();
let submitCounter = 0;

export function startLoad(customers, admins) {
  let running = true;
  const loops = [];
  for (const customer of customers) {
    loops.push(
      (async () => {
        let token = null;
        for (let round = 0; running; round += 1) {
          if (!token || round % 10 === 0) token = (await login(customer.email)) ?? token;
          if (!token) {
            await sleep(200);
            continue;
          }
          await call('GET', '/api/contact/user-submissions/', {
            token,
            label: 'GET user-submissions',
          });
          const message = `topology ${customer.id} ${(submitCounter += 1)}`;
          const { status } = await submitLikeTheClient(token, {
            linkedin_url: profileUrl(),
            message,
          });
          if (ok(status)) acknowledged.add(message);
          await sleep(20);
        }
      })(),
    );
  }
  for (const admin of admins) {
    loops.push(
      (async () => {
        let token = null;
        while (running) {
          token ??= await login(admin.email);
          if (!token) {
            await sleep(200);
            continue;
          }
          await call('GET', '/api/admin/submissions/?status=pending', {
            token,
            label: 'GET admin queue',
          });
          await call('GET', '/api/admin/stats/', { token, label: 'GET admin stats' });
          await sleep(50);
        }
      })(),
    );
  }
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

// ---- Live updates: admin event streams that reconnect by themselves, as the console does -------

export function startLiveClient(gateway, email) {
  const client = { email, reconnects: 0, seen: new Map(), running: true, controller: null };
  client.done = (async () => {
    let token = null;
    while (client.running) {
      try {
        token ??= await login(email);
        let ticket =
          token &&
          (await call('POST', '/api/events/ticket/', { token, label: 'POST events ticket' }));
        if (ticket && ticket.status === 401) {
          token = await login(email);
          ticket =
            token &&
            (await call('POST', '/api/events/ticket/', { token, label: 'POST events ticket' }));
        }
        if (!ticket || !ok(ticket.status)) throw new Error('no ticket');
        client.controller = new AbortController();
        const response = await fetch(
          `${gateway}/api/events/?ticket=${encodeURIComponent(ticket.json.ticket)}`,
          {
            signal: client.controller.signal,
          },
        );
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const decoder = new TextDecoder();
        let buffered = '';
        for await (const chunk of response.body) {
          buffered += decoder.decode(chunk, { stream: true });
          for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (/^event: submission\.created$/m.test(frame) && data) {
              const { id } = JSON.parse(data);
              if (!client.seen.has(id)) client.seen.set(id, Date.now());
            }
          }
        }
      } catch {
        // the stream ended or could not open: reconnect, as EventSource does
      }
      if (!client.running) break;
      client.reconnects += 1;
      await sleep(500);
    }
  })();
  client.stop = async () => {
    client.running = false;
    client.controller?.abort();
    await client.done;
  };
  return client;
}

/** A submit, then how long each live client took to see its event (ms; null: not within the limit). */
export async function nextEventLatencies(db, customer, liveClients) {
  const token = await login(customer.email);
  const message = `topology live ${Date.now()}`;
  const { status } = await submitLikeTheClient(token, { linkedin_url: profileUrl(), message });
  if (!ok(status)) return liveClients.map(() => null);
  acknowledged.add(message);
  const submitted = Date.now();
  const { rows } = await db.query('SELECT id FROM submissions WHERE message = $1', [message]);
  const id = rows[0].id;
  return Promise.all(
    liveClients.map(async (client) => {
      try {
        await waitUntil(async () => client.seen.has(id), EVENT_LIMIT_MS, 'event');
        return Math.max(0, client.seen.get(id) - submitted);
      } catch {
        return null;
      }
    }),
  );
}

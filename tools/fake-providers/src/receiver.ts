// A webhook receiver for the specs: a local server that keeps each request's raw body and headers
// and answers 200 (or what `answer` says).
import type { IncomingHttpHeaders } from 'node:http';
import { listen, type RunningServer } from './http';

export interface Received {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

export interface Receiver extends RunningServer {
  received: Received[];
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
}

export async function startReceiver(
  answer: (r: Received) => number = () => 200,
): Promise<Receiver> {
  const received: Received[] = [];
  const running = await listen((request, res) => {
    const entry = { rawBody: request.rawBody, headers: request.headers };
    received.push(entry);
    res.writeHead(answer(entry));
    res.end();
  });
  const waitFor = async (count: number, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhooks arrived`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return { ...running, received, waitFor };
}

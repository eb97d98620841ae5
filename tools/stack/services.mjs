// The production topology's backing services (topology.mjs starts them), each on a free port and
// stoppable, for the topology test to take them away: a throwaway PostgreSQL database on the local
// server, a private redis-server and an SMTP server that records what it receives. And the helpers
// every part of the topology uses: a free port, a binary found, a wait until something is up.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function findBinary(name, extra) {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
    ...extra,
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(
      `${name} was not found (PATH, ${extra.join(', ')}). Install it: apt-get install -y ${name === 'redis-server' ? 'redis-server' : name}`,
    );
  return found;
}

/**
 * Waits until `check` resolves true (a rejection counts as not yet), or throws after `timeoutMs`
 * with `what` in the message, or at once when `gone()` names why it never will.
 * @param {() => Promise<boolean>} check @param {number} timeoutMs @param {string} what
 * @param {() => string | null} [gone]
 */
export async function waitUntil(check, timeoutMs, what, gone = () => null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

// ---- PostgreSQL: a throwaway database on the local server ---------------------------------

/** Creates a database on the server of `adminUrl`; `drop()` removes it (closing its connections). */
export async function createDatabase(adminUrl) {
  const name = `pp_topology_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// ---- Redis: a private redis-server that can be stopped and started again -------------------

export async function startRedis(dir) {
  const binary = findBinary('redis-server', [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ]);
  const port = await freePort();
  let child = null;
  let exited = Promise.resolve();
  // Up once it answers PING.
  const isUp = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        binary,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitUntil(isUp, 10_000, `redis-server on port ${port}`);
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      child = null;
    },
  };
  await redis.start();
  return redis;
}

// ---- SMTP: a mail server that records what it receives, stoppable ------------------------

/** The mail server: every mail received ({to, subject, at}), kept in order. */
export async function startMailServer() {
  const port = await freePort();
  const received = [];
  let server = null;
  const mail = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Mails received per recipient (lower-case address). */
    countByRecipient() {
      const counts = new Map();
      for (const message of received)
        for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        closeTimeout: 500,
        onData(stream, session, callback) {
          let text = '';
          stream.on('data', (chunk) => (text += chunk.toString('utf8')));
          stream.on('end', () => {
            const subject = /^Subject: (.*)$/im.exec(text)?.[1] ?? '';
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject,
              at: Date.now(),
            });
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  await mail.start();
  return mail;
}

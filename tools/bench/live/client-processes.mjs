// The client processes of the live benchmark (clients.mjs, several: one event loop would be the
// bottleneck), started and driven over IPC by measure.mjs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { withRaisedFdLimit } from '../api/processes.mjs';

const CLIENTS_FILE = new URL('./clients.mjs', import.meta.url).pathname;

/** `count` client processes (clients.mjs), each with its soft fd limit raised; `ask` sends a message and waits for the answer. */
export async function startClients(count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const [command, args] = withRaisedFdLimit(process.execPath, [CLIENTS_FILE]);
      const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const exited = once(child, 'exit');
      const waiting = new Map();
      let next = 0;
      child.on('message', (message) => {
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      });
      exited.then(() => {
        for (const [, resolve] of waiting) resolve({ error: 'the client process exited' });
      });
      const ask = (message) =>
        new Promise((resolve) => {
          next += 1;
          waiting.set(next, resolve);
          child.send({ ...message, id: next });
        });
      return {
        ask,
        close: async () => {
          if (child.exitCode !== null) return;
          await ask({ type: 'close' });
          await exited;
        },
      };
    }),
  );
}

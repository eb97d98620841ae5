// An in-memory PostgreSQL (PGlite) on 127.0.0.1 for the smoke test when no DATABASE_URL is set:
// in a worker thread, so that its (synchronous, WebAssembly) queries do not block the test's event
// loop. PGlite runs one session: the harness gives each server a pool of one connection and never
// loads both at once, so the queries of different connections are never interleaved.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

try {
  const db = await PGlite.create({ extensions: { pg_trgm } }); // pg_trgm: the admin search's index
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: workerData.maxConnections,
  });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.close();
  });
  parentPort.postMessage({ port: Number(server.getServerConn().split(':').pop()) });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  parentPort.close();
}

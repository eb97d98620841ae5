// The embedded PostgreSQL server: PGlite behind a PostgreSQL wire-protocol socket, in a worker
// thread so that its (synchronous, WebAssembly) query execution never blocks the API's event loop.
// Plain JavaScript, loaded by Node itself both from the sources and next to the bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, host } = workerData;

try {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } }); // pg_trgm: the admin search's index
  // PGlite runs one session: a second connection would interleave its queries with the first.
  const server = new PGLiteSocketServer({ db, host, port: 0, maxConnections: 1 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());

  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.close();
  });
  parentPort.postMessage({ type: 'ready', port });
} catch (error) {
  parentPort.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  });
  parentPort.close();
}

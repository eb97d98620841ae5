import { HOST, REMOTES } from '@profileproof/remotes';

/**
 * The e2e stack runs beside `npm start` without clashing: the API on 3200 + offset (3300), each front end
 * on its port of the table of remotes + offset (by default 100: shell 4300, remotes
 * 4301–4303). `E2E_PORT_OFFSET` moves a second run (another checkout) out of the first one's way.
 */
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 100);

export const E2E_PORTS: Readonly<Record<string, number>> = {
  api: 3200 + offset,
  ...Object.fromEntries([HOST, ...REMOTES].map((app) => [app.project, app.port + offset])),
};

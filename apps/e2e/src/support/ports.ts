import { HOST, REMOTES } from '@profileproof/remotes';

/**
 * The e2e stack runs beside `npm start` without clashing: the API on 3300, each front end on its
 * port of the table of remotes + 100 (shell 4300, remotes 4301–4303).
 */
export const E2E_PORTS: Readonly<Record<string, number>> = {
  api: 3300,
  ...Object.fromEntries([HOST, ...REMOTES].map((app) => [app.project, app.port + 100])),
};

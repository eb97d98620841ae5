/** The e2e stack runs beside `npm start` without clashing: its own ports. */
export const E2E_PORTS = {
  api: 3300,
  shell: 4300,
  auth: 4301,
  'user-submissions': 4302,
  'admin-console': 4303,
} as const;

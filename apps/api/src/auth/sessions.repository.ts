// The sessions' repository is auth/sessions/sessions.repository.ts. users/operator-admin-change.ts
// still imports revokeLiveSessions from here (users/ was left out of the move to auth/sessions/):
// this re-export goes once it imports ./sessions/sessions.repository.
export { revokeLiveSessions } from './sessions/sessions.repository';

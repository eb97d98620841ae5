import { remoteOfProject, remoteTitle } from '@profileproof/remotes';
import { renderStandaloneRemote } from '@profileproof/session';
import '@profileproof/ui';
import { routes } from './routes';

// Only runs when this remote is opened on its own port; inside the shell, just ./routes is loaded.
// Its name is its label in the table of remotes (libs/remotes).
const remote = remoteOfProject('user-submissions');
void renderStandaloneRemote(remote ? remoteTitle(remote) : 'user-submissions', routes);

import { renderStandaloneRemote } from '@profileproof/session';
import '@profileproof/ui';
import { routes } from './routes';

// Only runs when this remote is opened on its own port; inside the shell, just ./routes is loaded.
void renderStandaloneRemote('Account', routes);

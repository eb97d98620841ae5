import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@profileproof/session';
import { ErrorPanel, Page } from '@profileproof/ui';
import { App } from './app/app';
import { preloadRemoteRoutes, preloadRoute } from './app/app-routes';
import { fetchRemotesManifest, registerRemotesManifest } from './remotes/remote-registry';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element.');
  const root = createRoot(container);
  const { pathname } = window.location;
  // What the first route needs travels with the two files below, not after them.
  const firstPage = preloadRoute(pathname).catch(() => undefined); // a failure shows when the page renders
  try {
    // Both files come from the shell's own origin and differ per environment; nothing here is baked into the build.
    const [config, manifest] = await Promise.all([loadRuntimeConfig(), fetchRemotesManifest()]);
    registerRemotesManifest(manifest);
    preloadRemoteRoutes(pathname);
    await firstPage;
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (what Lighthouse counts as blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(
      <Page>
        <ErrorPanel
          title="ProfileProof could not start"
          message="We could not load the site's configuration. Please check your connection and reload the page."
          onRetry={() => window.location.reload()}
          retryLabel="Reload"
        />
      </Page>,
    );
  }
}

void start();

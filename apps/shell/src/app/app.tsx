import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type RuntimeConfig } from '@profileproof/session';
import { appRoutes } from './app-routes';

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

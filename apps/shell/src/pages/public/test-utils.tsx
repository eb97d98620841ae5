import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@profileproof/session';

/** Renders a public page as the shell mounts it: inside a router, at its own path. */
export function renderPage(page: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/**
 * Renders a page as the shell's route mounts it: inside the session too (the pricing route asks
 * the API whether plans are sold online, and who is looking), and a Suspense boundary (the policy
 * routes wait for that answer).
 */
export function renderRoutePage(page: ReactElement, path = '/') {
  return render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>
      </MemoryRouter>
    </SessionProvider>,
  );
}

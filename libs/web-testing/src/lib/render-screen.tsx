import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { AppProviders } from '@profileproof/session';

export const TEST_CONFIG = { apiBaseUrl: 'http://api.test', environment: 'test' };

/** Stands in for any other page: says where the app went, and with what state. */
function Destination() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one screen the way the product does (StrictMode, React Query, the session, the router)
 * at `path`, starting from `entry`. Every other path renders its own name, to assert navigation.
 */
export function renderScreen(
  screen: ReactElement,
  { path, entry = path }: { path: string; entry?: InitialEntry },
) {
  return render(
    <StrictMode>
      <AppProviders config={TEST_CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}

export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
}

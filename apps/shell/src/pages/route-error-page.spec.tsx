import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('the page failed to render');
}

let navigate: ReturnType<typeof useNavigate>;
function Pages() {
  const location = useLocation();
  navigate = useNavigate();
  const page = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/pricing', element: <h1>Pricing</h1> },
  ]);
  return <RouteErrorBoundary resetKey={location.key}>{page}</RouteErrorBoundary>;
}

describe('route error boundary', () => {
  it('shows the error page when a page fails, and the next page normally', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith(
      '[shell] routing error',
      expect.any(Error),
      expect.any(String),
    );

    act(() => void navigate('/pricing'));
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Unexpected Application Error!' }),
    ).not.toBeInTheDocument();
  });
});

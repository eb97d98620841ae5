import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '@profileproof/session';
import { Layout } from './layout';

function renderLayout() {
  global.fetch = jest.fn() as typeof fetch;
  render(
    <SessionProvider config={{ apiBaseUrl: 'http://api.test', environment: 'test' }}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Plans</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('the layout', () => {
  beforeEach(() => localStorage.clear());

  it('opens with a skip link, the first thing Tab reaches, that moves the focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout();
    await act(async () => undefined);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Plans' }));
    // The next Tab goes on from the main content, past the navbar.
    await user.tab();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});

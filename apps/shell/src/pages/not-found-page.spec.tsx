import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  it('sends the visitor home after 3 seconds', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/not-found']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/not-found" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '404 · Page not found' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

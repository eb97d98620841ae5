import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Pricing() {
  return <h1>Pricing</h1>;
}

function renderPage(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
}

describe('a page in a chunk of its own', () => {
  it('shows the fallback while its chunk loads, then the page', async () => {
    let loaded!: () => void;
    const page = lazyPage(() => new Promise((resolve) => (loaded = () => resolve(Pricing))));
    await act(async () => {
      renderPage(page.Component);
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => loaded());
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded (the page opened on its route)', async () => {
    const page = lazyPage(async () => Pricing);
    await page.preload();
    renderPage(page.Component);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('fetches again after a failed fetch', async () => {
    const load = jest
      .fn<Promise<typeof Pricing>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Pricing);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    renderPage(page.Component);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

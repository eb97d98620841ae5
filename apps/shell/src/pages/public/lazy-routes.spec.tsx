import { act, cleanup, screen } from '@testing-library/react';
import { BILLING_API_PATHS } from '@profileproof/contracts/billing';
import { stubFetch } from '@profileproof/web-testing';
import { PUBLIC_PAGE_ROUTES } from './index';
import { LAZY_PUBLIC_PAGES } from './lazy-routes';
import { renderRoutePage } from './test-utils';

describe('LAZY_PUBLIC_PAGES', () => {
  it('mounts the six public pages of PUBLIC_PAGE_ROUTES, at their paths, each with its h1 and tab title', async () => {
    expect(LAZY_PUBLIC_PAGES.map(({ path }) => path)).toEqual(
      PUBLIC_PAGE_ROUTES.map(({ path }) => path),
    );
    // The pricing route asks whether plans are sold online: not here.
    stubFetch({
      [`GET ${BILLING_API_PATHS.plans}`]: {
        status: 200,
        body: { enabled: false, provider: null, plans: [] },
      },
    });
    for (const [index, { path, page }] of LAZY_PUBLIC_PAGES.entries()) {
      await page.preload();
      await act(async () => {
        renderRoutePage(<page.Component />, path);
      });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${PUBLIC_PAGE_ROUTES[index].title} · ProfileProof`);
      cleanup();
    }
  });
});

import { screen } from '@testing-library/react';
import { ROUTES } from '@profileproof/contracts';
import { PUBLIC_PAGE_ROUTES } from './index';
import { renderPage } from './test-utils';

describe('PUBLIC_PAGE_ROUTES', () => {
  it('covers the six public pages of the spec, at their paths', () => {
    expect(PUBLIC_PAGE_ROUTES.map((route) => route.path)).toEqual([
      ROUTES.pricing,
      ROUTES.termsAndConditions,
      ROUTES.privacyPolicy,
      ROUTES.shippingDeliveryPolicy,
      ROUTES.cancellationRefundPolicy,
      ROUTES.contactUs,
    ]);
    expect(PUBLIC_PAGE_ROUTES.map((route) => route.path)).toEqual([
      '/pricing',
      '/terms_and_conditions',
      '/privacy_policy',
      '/shipping_delivery_policy',
      '/cancellation_refund_policy',
      '/contact_us',
    ]);
  });

  it.each(PUBLIC_PAGE_ROUTES.map((route) => [route.path, route] as const))(
    '%s renders one h1 and sets the tab title',
    (path, { Component, title }) => {
      renderPage(<Component />, path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} · ProfileProof`);
    },
  );
});

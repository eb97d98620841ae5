import type { ComponentType } from 'react';
import { ROUTES, type RoutePath } from '@profileproof/contracts';
import { CancellationRefundPolicyPage } from './cancellation-refund-policy-page';
import { ContactUsPage } from './contact-us-page';
import { PricingPage } from './pricing-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ShippingDeliveryPolicyPage } from './shipping-delivery-policy-page';
import { TermsPage } from './terms-page';
import { PUBLIC_PAGE_TITLES } from './titles';

export {
  CancellationRefundPolicyPage,
  ContactUsPage,
  PricingPage,
  PrivacyPolicyPage,
  ShippingDeliveryPolicyPage,
  TermsPage,
  PUBLIC_PAGE_TITLES,
};

export interface PublicPageRoute {
  path: RoutePath;
  Component: ComponentType;
  /** The page's h1 subject and browser-tab title (each page also sets <title> itself). */
  title: string;
}

/**
 * The public pricing, policy and contact pages, loaded together: `{ path, Component }`. The shell
 * mounts the same pages each from its own chunk (./lazy-routes); a test keeps the two lists equal.
 */
export const PUBLIC_PAGE_ROUTES: readonly PublicPageRoute[] = [
  { path: ROUTES.pricing, Component: PricingPage, title: PUBLIC_PAGE_TITLES.pricing },
  {
    path: ROUTES.termsAndConditions,
    Component: TermsPage,
    title: PUBLIC_PAGE_TITLES.termsAndConditions,
  },
  {
    path: ROUTES.privacyPolicy,
    Component: PrivacyPolicyPage,
    title: PUBLIC_PAGE_TITLES.privacyPolicy,
  },
  {
    path: ROUTES.shippingDeliveryPolicy,
    Component: ShippingDeliveryPolicyPage,
    title: PUBLIC_PAGE_TITLES.shippingDeliveryPolicy,
  },
  {
    path: ROUTES.cancellationRefundPolicy,
    Component: CancellationRefundPolicyPage,
    title: PUBLIC_PAGE_TITLES.cancellationRefundPolicy,
  },
  { path: ROUTES.contactUs, Component: ContactUsPage, title: PUBLIC_PAGE_TITLES.contactUs },
];

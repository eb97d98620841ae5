import { ROUTES, type RoutePath } from '@profileproof/contracts';
import { lazyPage, type LazyPage } from '../../app/lazy-page';

/**
 * The public pricing, policy and contact pages as the shell mounts them: each in its own chunk,
 * fetched when its route is opened, so that the landing page's script carries none of them.
 * (PUBLIC_PAGE_ROUTES in ./index lists the same pages, loaded eagerly, for the tests.)
 */
export const LAZY_PUBLIC_PAGES: readonly { path: RoutePath; page: LazyPage }[] = [
  {
    path: ROUTES.pricing,
    page: lazyPage(() =>
      import(/* webpackChunkName: "pricing" */ './pricing-route').then((m) => m.PricingRoute),
    ),
  },
  {
    path: ROUTES.termsAndConditions,
    page: lazyPage(() =>
      import(/* webpackChunkName: "terms" */ './terms-page').then((m) => m.TermsRoute),
    ),
  },
  {
    path: ROUTES.privacyPolicy,
    page: lazyPage(() =>
      import(/* webpackChunkName: "privacy-policy" */ './privacy-policy-page').then(
        (m) => m.PrivacyPolicyPage,
      ),
    ),
  },
  {
    path: ROUTES.shippingDeliveryPolicy,
    page: lazyPage(() =>
      import(
        /* webpackChunkName: "shipping-delivery-policy" */ './shipping-delivery-policy-page'
      ).then((m) => m.ShippingDeliveryPolicyPage),
    ),
  },
  {
    path: ROUTES.cancellationRefundPolicy,
    page: lazyPage(() =>
      import(
        /* webpackChunkName: "cancellation-refund-policy" */ './cancellation-refund-policy-page'
      ).then((m) => m.CancellationRefundPolicyRoute),
    ),
  },
  {
    path: ROUTES.contactUs,
    page: lazyPage(() =>
      import(/* webpackChunkName: "contact-us" */ './contact-us-page').then((m) => m.ContactUsPage),
    ),
  },
];

import { MESSAGES, POLICY_LINKS, ROUTES, type RoutePath } from '@profileproof/contracts';

function footerLabel(path: RoutePath): string {
  const link = POLICY_LINKS.find((entry) => entry.path === path);
  if (!link) throw new Error(`No footer link for ${path}`);
  return link.label;
}

/** Each public page is titled as the navbar or footer link that leads to it. */
export const PUBLIC_PAGE_TITLES = {
  pricing: MESSAGES.navbar.pricing,
  termsAndConditions: footerLabel(ROUTES.termsAndConditions),
  privacyPolicy: footerLabel(ROUTES.privacyPolicy),
  shippingDeliveryPolicy: footerLabel(ROUTES.shippingDeliveryPolicy),
  cancellationRefundPolicy: footerLabel(ROUTES.cancellationRefundPolicy),
  contactUs: footerLabel(ROUTES.contactUs),
} as const;

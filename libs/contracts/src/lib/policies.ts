/** Product facts quoted by the pricing, policy and contact pages. */

export const PRODUCT_NAME = 'ProfileProof';

export const POLICY_EFFECTIVE_DATE = '05/06/2025';

export const SUPPORT_HOURS = 'Monday to Friday, 10 AM–7 PM (USD)';
export const SUPPORT_CLOSED_DAYS = 'Closed on Saturday, Sunday and public holidays';

export const ANALYSIS_CHECK_COUNT_TEXT = 'over 25 checks';

/** How results are delivered: digitally, in the user's dashboard, and nothing else. */
export const DELIVERY_METHOD_TEXT =
  "Delivery is digital only: results appear in your dashboard after you log in. We do not send results by e-mail, as a download or physically.";

/** Product facts quoted by the pricing, policy and contact pages. */

export const PRODUCT_NAME = 'ProfileProof';

export const POLICY_EFFECTIVE_DATE = '05/06/2025';

export const SUPPORT_HOURS = 'Monday to Friday, 10 AM–7 PM (USD)';
export const SUPPORT_CLOSED_DAYS = 'Closed on Saturday, Sunday and public holidays';

export const ANALYSIS_CHECK_COUNT_TEXT = 'over 25 checks';

/** How results are delivered: digitally, in the user's dashboard, and nothing else. */
export const DELIVERY_METHOD_TEXT =
  'Delivery is digital only: results appear in your dashboard after you log in. We do not send results by e-mail, as a download or physically.';

/** Where customers write to us: support questions, plan activation and data requests. */
export const SUPPORT_EMAIL = 'support@profileproof.app';

/**
 * The refund rule. The spec quotes two readings (no refunds at all; a 7-day refund request in an old
 * pricing FAQ); the Cancellation and Refund Policy governs, and the pricing FAQ quotes this text.
 */
export const REFUND_POLICY_TEXT =
  'All plans are final: we do not offer cancellations, refunds or exchanges on any plan once it has been activated.';

/** Payment processing is not live, so paid plans are switched on by our team, never by a checkout. */
export const PLAN_ACTIVATION_TEXT =
  'Online payment is not available yet, so our team activates paid plans by hand. Contact us with the e-mail address of your account and the plan you want, and we will confirm the price and switch it on.';

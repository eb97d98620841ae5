/*
 * Apart from the other billing screens' texts (billing-screens.ts): /inputMain shows the banner
 * at once, the return pages come later in a chunk of their own, and a module both use would
 * carry the return pages' texts in /inputMain's first download.
 */

/** /inputMain's banner when the last payment failed. */
export const BILLING_BANNER_TEXTS = {
  action: 'Manage billing',
} as const;

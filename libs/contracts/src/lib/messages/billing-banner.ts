/*
 * Apart from the other billing screens' texts (billing-screens.ts): /inputMain shows the banner
 * at once, the return pages come later in a chunk of their own, and a module both use would
 * carry the return pages' texts in /inputMain's first download.
 */

/** /inputMain's banners: the last payment failed, or a plan chosen before signing up. */
export const BILLING_BANNER_TEXTS = {
  action: 'Manage billing',
  /** 'Basic', 'year' -> the plan a visitor chose on /pricing, offered back after sign-up. */
  chosenPlan: (plan: string, interval: 'month' | 'year') =>
    `You chose ${plan}, billed ${interval === 'year' ? 'yearly' : 'monthly'}. Your account is ready: pay now and the plan switches on at once.`,
  continueToCheckout: 'Continue to checkout',
  notNow: 'Not now',
} as const;

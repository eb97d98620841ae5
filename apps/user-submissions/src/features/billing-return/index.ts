/** The pages the payment provider sends the browser back to: one chunk, fetched when one opens. */
export { BillingCancelScreen } from './components/billing-cancel-screen';
export { BillingSuccessScreen } from './components/billing-success-screen';

/**
 * What sign-up needs only once someone fills the form: the panel shown after it, and the API's rule
 * against a password built from the address or the product's name. A chunk of its own, fetched on
 * the form's first focus: the sign-up screen comes with /login, which is at its byte budget.
 */
export { newPasswordContextError } from '@profileproof/contracts/password-context';
export { VerifyEmailNotice } from './components/verify-email-notice';

/**
 * A second entry of the contracts: the rule against passwords built from the account's address or
 * the product's name, with its messages. `@profileproof/contracts` is shared with the shell, which
 * ships all of it that any front end imports on every page (and /login is at its byte budget);
 * this entry is not shared: the API and the auth remote import it, the sign-up screen lazily.
 */
export {
  newPasswordContextError,
  PASSWORD_CONTEXT_MESSAGES,
  LOCAL_PART_MIN_CONTAINED,
} from './lib/password-context';

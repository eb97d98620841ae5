/**
 * A second entry of the contracts for texts only the admin console shows. `@profileproof/contracts`
 * is shared and the shell provides every export any front end imports from it, so it ships with
 * /login; this entry is not shared: the admin console bundles it.
 */
export { SUBSCRIPTIONS_SCREEN } from './lib/messages/subscriptions-screen';

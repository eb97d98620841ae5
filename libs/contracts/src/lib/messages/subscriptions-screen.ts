import { MAX_SUBSCRIPTION_DAYS, MIN_SUBSCRIPTION_DAYS } from '../subscriptions';

/**
 * The texts of the admins' subscriptions screen (the spec's, copied character for character, and
 * the ones marked "(not in the spec)"). Apart from MESSAGES: only the admin console shows them, so
 * they come through the unshared entry `@profileproof/contracts/admin-screens` and never ship with
 * the shell (see screens.ts).
 */
export const SUBSCRIPTIONS_SCREEN = {
  title: 'Manage User Subscriptions',
  intro: 'Assign premium access to specific users without payment processing.',
  validForLabel: 'Valid For (days)',
  validForHint: 'Leave empty for unlimited access',
  assignButton: 'Assign Subscription',
  assigning: 'Updating...',
  tableTitle: 'Current Subscribers',
  columns: { email: 'Email', plan: 'Plan', validUntil: 'Valid Until', actions: 'Actions' },
  unlimited: 'Unlimited',
  edit: 'Edit',
  delete: 'Delete',
  confirmTitle: 'Confirm Deletion',
  confirmText: (email: string) => `Are you sure you want to delete the subscription for ${email}?`,
  confirmNote: 'This will set the user back to the free tier.',
  cancel: 'Cancel',
  deleteButton: 'Delete Subscription',
  deleting: 'Deleting...',
  empty: 'No subscribers found.',
  loading: 'Loading subscribers...',
  databaseSetupTitle: 'Database Setup Required',
  /**
   * (not in the spec) The three steps of the setup screen, for this project: the schema ships as
   * TypeORM migrations and the API applies pending ones at start. Text between backticks is a
   * command or a path (the screen shows it as code).
   */
  databaseSetupSteps: [
    'Create the migration: nothing to write, the subscriptions table ships with the API in `apps/api/src/database/migrations`. Only after changing an entity, generate a new one with `npm run migration:generate -- <Name>`.',
    'Apply the migration: run `npm run migration:run`, or just restart the API, which applies pending migrations at start unless `RUN_MIGRATIONS=false`.',
    'Restart the server: stop the API and start it again (`npm start` starts everything), then press Check Again.',
  ],
  /** (not in the spec) Under the title of the setup screen. */
  databaseSetupIntro:
    'The subscriptions table does not exist in the database yet, so subscriptions cannot be listed or assigned.',
  /** (not in the spec) Label of the e-mail field. */
  emailLabel: 'User email',
  /** (not in the spec) Label of the tier select (its column is 'Plan'). */
  tierLabel: 'Plan',
  /** (not in the spec) The days field holds something other than a whole number in range. */
  validForInvalid: `Enter a whole number of days from ${MIN_SUBSCRIPTION_DAYS} to ${MAX_SUBSCRIPTION_DAYS.toLocaleString('en-US')}, or leave it empty`,
  /** (not in the spec) Valid Until of a subscription that has ended: the user counts as free. */
  expired: 'Expired',
  expiredNote: 'Counts as Free',
  /** (not in the spec) The list failed for another reason than a missing table (the spec only logs it). */
  listFailed: 'The subscriber list could not be loaded.',
  retry: 'Try again',
  checkAgain: 'Check Again',
  foreignKey: 'Failed to assign role. Check that the user exists and try again.',
  updateFailed: 'Failed to update subscription',
  error: (message: string) => `Error: ${message}`,
  unknownError: 'Unknown error occurred',
  deleteFailed: 'Failed to delete subscription',
  assigned: (tier: string, email: string) => `Successfully assigned ${tier} plan to ${email}`,
  removed: (email: string) => `Successfully removed subscription from ${email}`,
};

import { BACKUP_CODE_COUNT, TOTP_DIGITS } from '../two-step';

/** The API's answers of two-step sign-in (set-up, login's second step, turning off, admin reset). */
export const TWO_STEP_MESSAGES = {
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  notSetUp: 'Start the set-up first: there is no code to confirm.',
  notOn: 'Two-step sign-in is not on for this account.',
  wrongCode: 'That code is not right. Check your app and try again.',
  wrongPasswordOrCode: 'The password or the code is not right.',
  disabled: 'Two-step sign-in is off.',
  challengeInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  required: 'Turn on two-step sign-in on your Account page before using the admin tools.',
  userNotFound: 'No account uses this email address.',
  ownReset:
    'You cannot reset your own two-step sign-in: turn it off on your Account page with a code.',
  /** (not in the spec) The stored secret cannot be read any more (the server's key changed). */
  unreadable:
    'Two-step sign-in cannot be checked for this account right now. Ask an administrator to reset it, then set it up again.',
  /** (not in the spec) 423 of the login's second step once the account is locked out. */
  locked:
    'Too many wrong codes: sign-in codes are locked for this account. Reset your password to unlock it, or contact support.',
  notLocked: 'Sign-in codes are not locked for this account.',
  ownUnlock: 'You cannot unlock your own sign-in: reset your password instead.',
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your app, or a backup code`,
} as const;

/** The screens' texts: the Account page's "Two-step sign-in" section and the login's code step. */
export const TWO_STEP_SCREEN = {
  section: {
    title: 'Two-step sign-in',
    offIntro:
      'Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone.',
    onStatus: 'Two-step sign-in is on.',
    start: 'Set up two-step sign-in',
    scan: 'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).',
    qrAlt: 'QR code to add ProfileProof to your authenticator app',
    secretLabel: 'Or enter this key by hand',
    codeLabel: 'Code from your app',
    confirm: 'Turn on',
    cancel: 'Cancel',
    backupTitle: 'Your backup codes',
    backupIntro: `Keep these ${BACKUP_CODE_COUNT} codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.`,
    copy: 'Copy codes',
    copied: 'Copied',
    download: 'Download codes',
    done: 'I have saved them',
    turnOffTitle: 'Turn off two-step sign-in',
    passwordLabel: 'Current password',
    turnOff: 'Turn off',
    turnedOff: 'Two-step sign-in is off.',
    loading: 'Loading…',
    failed: 'Something went wrong. Please try again.',
    adminRequired:
      'As an admin you must turn on two-step sign-in before you can use the admin tools.',
  },
  login: {
    title: 'Enter your code',
    intro: 'Open your authenticator app and enter the 6-digit code for ProfileProof.',
    backupIntro: 'Enter one of the backup codes you saved when you set up two-step sign-in.',
    codeLabel: 'Code',
    useBackup: 'Use a backup code instead',
    useApp: 'Use a code from the app instead',
    backupLabel: 'Backup code',
    submit: 'Verify',
    submitting: 'Verifying…',
    startOver: 'Back to sign in',
    /** (not in the spec) Under the lock-out's message: the way out it names. */
    resetPassword: 'Reset your password',
  },
  admin: {
    reset: 'Reset two-step sign-in',
    confirmTitle: 'Reset two-step sign-in?',
    confirmBody: (email: string) =>
      `${email} will sign in with their password only, until they set up two-step sign-in again.`,
    confirm: 'Reset',
    cancel: 'Cancel',
    done: (email: string) => `Two-step sign-in reset for ${email}.`,
    failed: 'Could not reset two-step sign-in',
    /** Issue 36: a user locked out after too many wrong sign-in codes. */
    unlock: 'Unlock sign-in',
    unlockTitle: 'Unlock sign-in?',
    unlockBody: (email: string) =>
      `${email} is locked out after too many wrong sign-in codes. Unlocking lets them enter codes again; their two-step sign-in stays on. Do it only once you know the owner asked.`,
    unlockConfirm: 'Unlock',
    unlockDone: (email: string) => `Sign-in unlocked for ${email}.`,
    unlockFailed: 'Could not unlock sign-in',
  },
} as const;

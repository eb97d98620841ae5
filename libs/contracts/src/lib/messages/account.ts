import { ACCOUNT_DELETE_CONFIRMATION, FRESH_SIGN_IN_MINUTES } from '../account';

/** The API's answers of the account calls (AccountService). */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordWrong: 'The password is not correct.',
  noPassword:
    'Your account signs in with Google and has no password. Sign in with Google again to confirm.',
  emailChangeSent:
    'Check the new address: we have sent it a link to confirm the change. The link works for 24 hours.',
  sameEmail: 'This is already your e-mail address.',
  emailChanged: 'Your e-mail address has been changed. You have been signed out everywhere else.',
  emailChangeLinkInvalid: 'The confirmation link is invalid, used or has expired.',
  emailTaken: 'This address is now used by another account. Your address has not changed.',
  emailChangePasswordRequired: 'Enter your password to confirm the new address.',
  emailChangeFreshSignInRequired: `Sign in with Google again (within ${FRESH_SIGN_IN_MINUTES} minutes) to confirm the new address.`,
  sessionNotFound: 'No such session.',
  confirmRequired: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm.`,
  freshSignInRequired: `Sign in with Google again (within ${FRESH_SIGN_IN_MINUTES} minutes) to close your account.`,
  lastAdmin: 'You are the last admin: make another account an admin before closing yours.',
} as const;

/** The texts of the /account screen and of the e-mail change's landing page. */
export const ACCOUNT_SCREEN = {
  title: 'Account',
  subtitle: 'Your sign-in details, where you are signed in, and your data.',
  navLink: 'Account',
  loading: 'Loading your account…',
  password: {
    heading: 'Password',
    intro: 'Changing your password signs you out on every other device.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    currentRequired: 'Please enter your current password',
    noPassword: 'Your account signs in with Google, so it has no password to change.',
  },
  email: {
    heading: 'E-mail address',
    current: (email: string) => `Your address is ${email}.`,
    intro:
      'We send a link to the new address; your address changes only when the link is used, and then you are signed out on every other device.',
    newEmail: 'New e-mail address',
    password: 'Your password',
    submit: 'Send confirmation link',
    googleOnly:
      'Your account signs in with Google, so its address is the one of your Google account.',
  },
  sessions: {
    heading: "Where you're signed in",
    intro: 'Sign out of any session you do not recognise.',
    thisDevice: 'This device',
    started: 'Signed in',
    lastUsed: 'Last active',
    place: 'Network',
    unknownPlace: 'Unknown network',
    signOut: 'Sign out',
    signOutDevice: (device: string) => `Sign out ${device}`,
    signOutOthers: 'Sign out everywhere else',
    signedOutOthers: (count: number) =>
      count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`,
    noOthers: 'You are not signed in anywhere else.',
    failed: 'Could not load your sessions. Please try again.',
  },
  data: {
    heading: 'Your data',
    intro:
      'Download a copy of your profile, subscription, submissions with their replies, and sessions, as a JSON file.',
    download: 'Download my data',
    downloading: 'Preparing…',
    failed: 'The download failed. Please try again.',
  },
  close: {
    heading: 'Close account',
    intro:
      'Closing your account deletes it and signs you out everywhere. Your submissions’ messages, links and replies are erased; the business keeps only that they were made, without your address. This cannot be undone.',
    password: 'Password to close the account',
    confirm: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`,
    googleOnly: `Your account signs in with Google: sign in with Google again, then close your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
    submit: 'Close my account',
    closed: 'Your account has been closed.',
  },
  confirmEmail: {
    checking: 'Checking the confirmation link…',
    heading: 'Confirm your new e-mail address',
    newAddress: (email: string) => `Your address will become ${email}.`,
    intro:
      'Enter your password to confirm. If you did not ask for this change, close this page: nothing changes, and changing your password cancels it.',
    password: 'Password to confirm the new address',
    googleOnly: `Your account signs in with Google: sign in with Google again, then confirm within ${FRESH_SIGN_IN_MINUTES} minutes.`,
    submit: 'Confirm new address',
    working: 'Confirming your new e-mail address…',
    cancel: 'Not now',
  },
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * Refusals of an address's spelling (issue 36, `errors.email` / `errors.new_email`): characters
 * that stand in for others, or alphabets mixed so that one address passes for another.
 */
export const ADDRESS_MESSAGES = {
  lookAlike:
    'Please type your email address with plain letters: it contains characters that stand in for others (such as fullwidth letters, ligatures or invisible characters).',
  mixedScripts:
    'Please type your email address in one alphabet: it mixes Latin letters with Cyrillic or Greek ones that look alike.',
} as const;

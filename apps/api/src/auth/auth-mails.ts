import type { MailMessage } from '../mail/mail.service';

/** The e-mails of the auth flows: plain text plus a simple HTML version of the same words. */

interface LinkMail {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  /** The small print under the button: how long the link works, or what else to do. */
  validity: string;
  ignore: string;
  /** A second, lesser link: the words before it and its own words. */
  secondary?: { lead: string; action: string };
}

const VERIFICATION: LinkMail = {
  subject: 'Verify your ProfileProof e-mail address',
  greeting: 'Hello,',
  intro:
    'Thank you for signing up for ProfileProof. Please confirm your e-mail address to activate your account.',
  action: 'Verify my e-mail address',
  validity:
    'The link works once and expires in 24 hours. If it has expired, you can ask for a new one on the login page.',
  ignore:
    'If you did not create a ProfileProof account, you can ignore this e-mail: nothing will happen.',
};

const PASSWORD_RESET: LinkMail = {
  subject: 'Reset your ProfileProof password',
  greeting: 'Hello,',
  intro:
    'We received a request to reset the password of your ProfileProof account. Choose a new password here:',
  action: 'Choose a new password',
  validity:
    'The link works once and expires in 1 hour. Resetting your password signs you out on every device.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
};

const SIGNUP_ATTEMPT: LinkMail = {
  subject: 'Someone tried to create a ProfileProof account with your address',
  greeting: 'Hello,',
  intro:
    'Someone tried to create a ProfileProof account with your e-mail address. You already have an account with us, so no new account was created and nothing about yours has changed.',
  action: 'Log in to ProfileProof',
  validity: 'If it was you, there is no need for a second account: log in to the one you have.',
  ignore:
    'If this was not you, you can ignore this e-mail: your account and your password stay as they are.',
  secondary: { lead: 'Forgotten your password?', action: 'Choose a new one' },
};

export function verificationMail(to: string, link: string): MailMessage {
  return linkMail(VERIFICATION, to, link);
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMail(PASSWORD_RESET, to, link);
}

/**
 * To the owner of a verified address someone signed up with: the sign-up answers as for a new
 * address (so it does not tell whether the address has an account), and the owner learns of it here.
 */
export function signupAttemptMail(
  to: string,
  links: { login: string; forgotPassword: string },
): MailMessage {
  return linkMail(SIGNUP_ATTEMPT, to, links.login, links.forgotPassword);
}

const SIGNATURE = 'The ProfileProof team';

function linkMail(mail: LinkMail, to: string, link: string, secondaryLink?: string): MailMessage {
  const secondary =
    mail.secondary && secondaryLink ? { ...mail.secondary, href: escapeHtml(secondaryLink) } : null;
  const text = [
    mail.greeting,
    mail.intro,
    `${mail.action}: ${link}`,
    mail.validity,
    ...(secondary ? [`${secondary.lead} ${secondary.action}: ${secondaryLink}`] : []),
    mail.ignore,
    `— ${SIGNATURE}`,
  ].join('\n\n');
  const href = escapeHtml(link);
  const secondaryHtml = secondary
    ? `\n  <p style="font-size: 13px;">${escapeHtml(secondary.lead)} <a href="${secondary.href}">${escapeHtml(secondary.action)}</a>.</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(mail.greeting)}</p>
  <p>${escapeHtml(mail.intro)}</p>
  <p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #0a66c2; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(mail.action)}</a></p>
  <p style="font-size: 13px;">If the button does not work, copy this address into your browser:<br><a href="${href}">${href}</a></p>
  <p style="font-size: 13px;">${escapeHtml(mail.validity)}</p>${secondaryHtml}
  <p style="font-size: 13px;">${escapeHtml(mail.ignore)}</p>
  <p>— ${SIGNATURE}</p>
</body>
</html>
`;
  return { to, subject: mail.subject, text, html, link };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const EMAIL_CHANGE: LinkMail = {
  subject: 'Confirm your new ProfileProof e-mail address',
  greeting: 'Hello,',
  intro:
    'You asked to use this address for your ProfileProof account. Confirm it to make the change; until then your account keeps its current address.',
  action: 'Confirm my new address',
  validity:
    'The link works once and expires in 24 hours. Confirming signs you out on every other device.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: nothing will change.',
};

/** To the new address of an e-mail change: the link that makes the change. */
export function emailChangeMail(to: string, link: string): MailMessage {
  return linkMail(EMAIL_CHANGE, to, link);
}

/**
 * To the current address of an account whose owner asked to change it: a notice with nothing to
 * act on (a link here would be a phishing template), naming the new address only partly.
 */
export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  return noticeMail(to, 'Your ProfileProof e-mail address is being changed', [
    `Someone signed in to your ProfileProof account asked to change its e-mail address to ${partlyHidden(newEmail)}.`,
    'The address changes only if the link we sent to the new address is used.',
    'If this was not you, sign in and change your password now: that signs out every other device and the request can no longer be confirmed from them.',
  ]);
}

/**
 * To an address that already has an account, when another account asked to move to it: the
 * request answers as for a free address (so it tells nothing), and the owner learns of it here.
 */
export function emailChangeTakenMail(to: string): MailMessage {
  return noticeMail(to, 'Someone tried to move a ProfileProof account to your address', [
    'Someone asked to change the e-mail address of a ProfileProof account to this address. This address already has an account, so nothing was changed.',
    'You do not need to do anything; your account stays as it is.',
  ]);
}

/** "a***@example.com": enough for the owner to recognise, not the whole address. */
function partlyHidden(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

function noticeMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const text = ['Hello,', ...paragraphs, `— ${SIGNATURE}`].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>Hello,</p>
${paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n')}
  <p>— ${SIGNATURE}</p>
</body>
</html>
`;
  return { to, subject, text, html };
}

/**
 * Issue 36: to the owner of an account whose second step keeps failing. Whoever entered the codes
 * got past the password (or the Google sign-in), so the owner is told to change it; the link is to
 * the forgot-password page (no token: it stays safe to forward), and nothing secret is in it.
 */
export function wrongSignInCodesMail(
  to: string,
  failures: number,
  lockAfter: number,
  forgotPasswordLink: string,
): MailMessage {
  return linkMail(
    {
      subject: 'Someone is trying to sign in to your ProfileProof account',
      greeting: 'Hello,',
      intro: `Someone entered the right password for your ProfileProof account (or signed in with your Google account), then a wrong two-step sign-in code ${failures} times in a row. If this was not you, someone else knows your password: choose a new one now.`,
      action: 'Choose a new password',
      validity: `After ${lockAfter} wrong codes in a row, sign-in codes are refused until the password is reset. A new password signs you out on every device.`,
      ignore:
        'If it was you, you can ignore this e-mail: the count starts again at your next sign-in.',
    },
    to,
    forgotPasswordLink,
  );
}

/** Issue 36: to the owner of an account whose second steps are now refused (too many wrong codes). */
export function signInLockedMail(
  to: string,
  lockAfter: number,
  forgotPasswordLink: string,
): MailMessage {
  return linkMail(
    {
      subject: 'Sign-in to your ProfileProof account is locked',
      greeting: 'Hello,',
      intro: `Someone entered the right password for your ProfileProof account (or signed in with your Google account), then a wrong two-step sign-in code ${lockAfter} times in a row. To protect your account, sign-in codes are now refused.`,
      action: 'Choose a new password',
      validity:
        'A new password unlocks sign-in and signs you out on every device. You can also contact support to unlock it.',
      ignore: 'Nothing else about your account has changed.',
    },
    to,
    forgotPasswordLink,
  );
}

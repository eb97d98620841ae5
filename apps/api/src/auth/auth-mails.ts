import type { MailMessage } from '../mail/mail.service';

/** The e-mails of the auth flows: plain text plus a simple HTML version of the same words. */

interface LinkMail {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

const VERIFICATION: LinkMail = {
  subject: 'Verify your ProfileProof e-mail address',
  greeting: 'Hello,',
  intro: 'Thank you for signing up for ProfileProof. Please confirm your e-mail address to activate your account.',
  action: 'Verify my e-mail address',
  validity: 'The link works once and expires in 24 hours. If it has expired, you can ask for a new one on the login page.',
  ignore: 'If you did not create a ProfileProof account, you can ignore this e-mail: nothing will happen.',
};

const PASSWORD_RESET: LinkMail = {
  subject: 'Reset your ProfileProof password',
  greeting: 'Hello,',
  intro: 'We received a request to reset the password of your ProfileProof account. Choose a new password here:',
  action: 'Choose a new password',
  validity: 'The link works once and expires in 1 hour. Resetting your password signs you out on every device.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
};

export function verificationMail(to: string, link: string): MailMessage {
  return linkMail(VERIFICATION, to, link);
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMail(PASSWORD_RESET, to, link);
}

const SIGNATURE = 'The ProfileProof team';

function linkMail(mail: LinkMail, to: string, link: string): MailMessage {
  const text = [mail.greeting, mail.intro, `${mail.action}: ${link}`, mail.validity, mail.ignore, `— ${SIGNATURE}`].join('\n\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
  <p>${escapeHtml(mail.greeting)}</p>
  <p>${escapeHtml(mail.intro)}</p>
  <p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #0a66c2; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(mail.action)}</a></p>
  <p style="font-size: 13px;">If the button does not work, copy this address into your browser:<br><a href="${href}">${href}</a></p>
  <p style="font-size: 13px;">${escapeHtml(mail.validity)}</p>
  <p style="font-size: 13px;">${escapeHtml(mail.ignore)}</p>
  <p>— ${SIGNATURE}</p>
</body>
</html>
`;
  return { to, subject: mail.subject, text, html, link };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

import { TIER_LABELS, type Tier } from '@profileproof/contracts';
import type { MailMessage } from '../mail/mail.service';

/** The e-mails of billing: plain text plus a simple HTML version of the same words. */

function mail(to: string, subject: string, lines: string[], link: string): MailMessage {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: `${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">${escape(link)}</a></p>`,
    link,
  };
}

/** The tier billing gave or took away. `accountLink`: the Account page, where Billing is. */
export function tierChangedMail(
  to: string,
  from: Tier,
  tier: Tier,
  accountLink: string,
): MailMessage {
  const up = tier !== 'free';
  return mail(
    to,
    up ? `Your ProfileProof plan is now ${TIER_LABELS[tier]}` : 'Your ProfileProof plan has ended',
    [
      'Hello,',
      up
        ? `Thank you: your account moved from ${TIER_LABELS[from]} to ${TIER_LABELS[tier]}. You can submit profiles under your new plan right away.`
        : `Your paid plan has ended and your account is on ${TIER_LABELS[tier]} again. You can choose a plan again at any time.`,
      'Your plan, renewal date and invoices are under Billing on your account page:',
    ],
    accountLink,
  );
}

/** A renewal payment failed: the tier is kept while the customer fixes it. */
export function paymentProblemMail(to: string, accountLink: string): MailMessage {
  return mail(
    to,
    'Your ProfileProof payment failed',
    [
      'Hello,',
      'We could not collect the last payment for your plan. Your plan stays active for now; please update your payment method so that it continues.',
      'Open Billing on your account page and choose Manage billing:',
    ],
    accountLink,
  );
}

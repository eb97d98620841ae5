import { SUPPORT_CLOSED_DAYS, SUPPORT_EMAIL, SUPPORT_HOURS } from '@profileproof/contracts';

export function SupportEmailLink({ subject }: { subject?: string }) {
  const href = `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{SUPPORT_EMAIL}</a>;
}

/** How to reach support, as every policy page ends. */
export function SupportContactList() {
  return (
    <ul>
      <li>
        E-mail: <SupportEmailLink />
      </li>
      <li>Hours: {SUPPORT_HOURS}</li>
      <li>{SUPPORT_CLOSED_DAYS}</li>
    </ul>
  );
}

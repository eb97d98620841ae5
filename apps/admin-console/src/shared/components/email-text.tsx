import './email-text.css';

/**
 * An e-mail address that, when it must wrap, wraps after the '@' rather than in the middle of a
 * word: the two halves are inline blocks (no <wbr>, which some name computations read as a space).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      <span className="email-text__part">{email.slice(0, at + 1)}</span>
      <span className="email-text__part">{email.slice(at + 1)}</span>
    </>
  );
}

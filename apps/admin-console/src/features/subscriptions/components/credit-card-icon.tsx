/**
 * Billing's mark: a payment card, drawn as the kit's line icons are (24px grid, currentColor,
 * decorative). Kept here: an icon added to the kit is built into every bundle that uses the kit,
 * /login's included.
 */
export function CreditCardIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
      <path d="M6 15h4" />
    </svg>
  );
}

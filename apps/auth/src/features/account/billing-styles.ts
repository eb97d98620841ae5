/** Account → Billing's styles, carried by the Account page's chunk as its own are (account-styles.ts). */
export const BILLING_STYLES = `
.account-billing { scroll-margin-top: 88px; }
.account-billing__facts { margin: 0; display: grid; gap: 10px; padding: 14px 16px; border: 1px solid var(--pp-line); border-radius: var(--pp-radius-sm); background: #f6f8fc; }
.account-billing__facts > div { display: grid; grid-template-columns: 110px minmax(0, 1fr); gap: 12px; align-items: baseline; }
.account-billing__facts dt { color: var(--pp-ink-muted); font-size: 0.9rem; }
.account-billing__facts dd { margin: 0; font-weight: 600; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
.account-billing__facts dd span { font-weight: 500; color: var(--pp-ink-muted); }
.account-billing__subheading { margin: 6px 0 0; font-size: 1rem; }
.account-billing__plans { align-self: center; font-weight: 600; }
.account-invoices .pp-table th, .account-invoices .pp-table td { white-space: nowrap; }
.account-invoices tbody th { font-weight: 500; }

@media (max-width: 520px) {
  .account-billing__facts > div { grid-template-columns: minmax(0, 1fr); gap: 2px; }
  .account-invoices .pp-table { font-size: 0.875rem; }
  .account-invoices .pp-table th, .account-invoices .pp-table td { padding: 10px 8px; }
}
`;

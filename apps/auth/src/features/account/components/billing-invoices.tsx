import {
  BILLING_ACCOUNT_TEXTS,
  formatBillingAmount,
  type BillingInvoice,
} from '@profileproof/contracts/billing';
import { formatDate } from '@profileproof/ui';

const TEXT = BILLING_ACCOUNT_TEXTS;

/** 'paid' -> 'Paid', 'uncollectible' -> 'Uncollectible': the provider's word, capitalised. */
const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The customer's invoices, newest first as the API lists them; a Refunded column once any was refunded. */
export function BillingInvoices({ invoices }: { invoices: BillingInvoice[] }) {
  if (invoices.length === 0) return <p className="account-section__note">{TEXT.noInvoices}</p>;
  const refunds = invoices.some((invoice) => invoice.refunded_amount > 0);
  return (
    // The kit's TableScroller, written out: its module sits in the chunk /login downloads, which
    // would then carry it (the page's byte budget).
    <div
      className="pp-table-scroll account-invoices"
      role="region"
      aria-label={TEXT.invoices}
      tabIndex={0}
    >
      <table className="pp-table pp-table--numeric">
        <caption className="pp-visually-hidden">{TEXT.invoices}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.columns.date}</th>
            <th scope="col">{TEXT.columns.amount}</th>
            <th scope="col">{TEXT.columns.status}</th>
            {refunds && <th scope="col">{TEXT.columns.refunded}</th>}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">
                <time dateTime={invoice.created_at}>{formatDate(invoice.created_at)}</time>
              </th>
              <td>{formatBillingAmount(invoice.amount, invoice.currency)}</td>
              <td>{statusWord(invoice.status)}</td>
              {refunds && (
                <td>
                  {invoice.refunded_amount > 0
                    ? formatBillingAmount(invoice.refunded_amount, invoice.currency)
                    : '—'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

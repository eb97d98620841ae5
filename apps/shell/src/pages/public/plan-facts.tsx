import { formatPrice, PLANS, type Plan } from '@profileproof/contracts';
import { TableScroller } from '@profileproof/ui';
import './plan-facts.css';

/** 1 -> '1 per month', null -> 'Unlimited'; Premium Elite has no tier, so its allowance is set when it is activated. */
export function submissionLimitText(plan: Plan): string {
  if (plan.monthlySubmissionLimit === undefined) return 'Agreed when activated';
  if (plan.monthlySubmissionLimit === null) return 'Unlimited';
  return `${plan.monthlySubmissionLimit} per month`;
}

/** '$599 a month', or 'Free' for the free plan. */
function priceText(amount: number): string {
  return amount === 0 ? 'Free' : `${formatPrice(amount)} a month`;
}

export type PlanColumn = 'monthlyPrice' | 'yearlyPrice' | 'delivery' | 'submissions';

const COLUMNS: Record<
  PlanColumn,
  { heading: string; cell: (plan: Plan) => string; price?: boolean }
> = {
  monthlyPrice: {
    heading: 'Billed monthly',
    cell: (plan) => priceText(plan.monthlyPrice),
    price: true,
  },
  yearlyPrice: {
    heading: 'Billed yearly',
    cell: (plan) => priceText(plan.yearlyMonthlyPrice),
    price: true,
  },
  delivery: { heading: 'Delivery', cell: (plan) => plan.delivery },
  submissions: { heading: 'Profile submissions', cell: submissionLimitText },
};

/** The plans as the policy pages quote them: straight from PLANS, so they always match the pricing page. */
export function PlanTable({
  caption,
  columns,
  plans = PLANS,
}: {
  caption: string;
  columns: readonly PlanColumn[];
  plans?: readonly Plan[];
}) {
  return (
    <TableScroller label={caption} className="plan-table">
      <table className="pp-table pp-table--numeric">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {COLUMNS[column].heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <th scope="row">{plan.name}</th>
              {columns.map((column) => (
                <td
                  key={column}
                  className={COLUMNS[column].price ? 'plan-table__price' : undefined}
                >
                  {COLUMNS[column].cell(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

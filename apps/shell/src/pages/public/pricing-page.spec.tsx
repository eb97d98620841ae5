import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS, REFUND_POLICY_TEXT } from '@profileproof/contracts';
import { PricingPage } from './pricing-page';
import { renderPage } from './test-utils';

/** The spec's prices: monthly price and per-month price billed yearly at 20% off. */
const PAID_PRICES = [
  { plan: 'Basic', monthly: '$599', yearly: '$479.20' },
  { plan: 'Premium Elite', monthly: '$899', yearly: '$719.20' },
  { plan: 'Premium', monthly: '$1299', yearly: '$1039.20' },
];

/** The spec's delivery times, as the pricing page reads. */
const DELIVERY = [
  { plan: 'Free', delivery: 'Within 24 hours' },
  { plan: 'Basic', delivery: 'Within 4 hours' },
  { plan: 'Premium Elite', delivery: 'Within 6 hours' },
  { plan: 'Premium', delivery: 'Within 1 hour, with priority' },
];

const card = (name: string) => screen.getByRole('article', { name });

function faqAnswer(question: string): HTMLElement {
  const summary = screen.getByText(question, { selector: 'summary' });
  const details = summary.closest('details');
  if (!details) throw new Error(`No <details> around "${question}"`);
  return details;
}

describe('PricingPage', () => {
  beforeEach(() => renderPage(<PricingPage />, '/pricing'));

  it('shows the four plans in order, with a heading and the tab title', () => {
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Free', 'Basic', 'Premium Elite', 'Premium']);
    expect(document.title).toBe('Pricing · ProfileProof');
  });

  it('shows monthly prices first and switches every paid plan to the yearly price and back', async () => {
    const user = userEvent.setup();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeInTheDocument();
    expect(monthly).toBeChecked();
    for (const { plan, monthly: price } of PAID_PRICES) {
      expect(within(card(plan)).getByText(price)).toBeInTheDocument();
      expect(within(card(plan)).getByText('Billed monthly')).toBeInTheDocument();
    }

    await user.click(yearly);
    expect(yearly).toBeChecked();
    for (const { plan, monthly: price, yearly: yearlyPrice } of PAID_PRICES) {
      expect(within(card(plan)).getByText(yearlyPrice)).toBeInTheDocument();
      expect(within(card(plan)).queryByText(price)).not.toBeInTheDocument();
      expect(within(card(plan)).getByText(/^Billed yearly/)).toBeInTheDocument();
    }
    expect(within(card('Basic')).getByText('Billed yearly: $5750.40 a year')).toBeInTheDocument();
    expect(within(card('Basic')).getByText('You save $1437.60 a year')).toBeInTheDocument();
    expect(within(card('Free')).getByText('$0')).toBeInTheDocument();

    await user.click(monthly);
    for (const { plan, monthly: price } of PAID_PRICES)
      expect(within(card(plan)).getByText(price)).toBeInTheDocument();
  });

  it('switches billing with the keyboard', async () => {
    const user = userEvent.setup();
    screen.getByRole('radio', { name: 'Monthly' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
    expect(within(card('Basic')).getByText('$479.20')).toBeInTheDocument();
  });

  it.each(DELIVERY)(
    'shows the delivery speed of $plan on its card and in the comparison table',
    ({ plan, delivery }) => {
      expect(within(card(plan)).getByText(delivery, { selector: 'dd' })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Plan comparison' });
      const row = within(table)
        .getByRole('rowheader', { name: 'Delivery' })
        .closest('tr') as HTMLElement;
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === plan);
      expect(within(row).getAllByRole('cell')[column - 1]).toHaveTextContent(delivery);
    },
  );

  it('compares features by plan in a table with column and row headers', () => {
    const table = screen.getByRole('table', { name: 'Plan comparison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Feature', ...PLANS.map((plan) => plan.name)]);
    const limits = within(table)
      .getByRole('rowheader', { name: 'Profile submissions per month' })
      .closest('tr') as HTMLElement;
    expect(
      within(limits)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 per month', '24 per month', 'Agreed when activated', 'Unlimited']);
    const flags = within(table)
      .getByRole('rowheader', { name: 'Outreach limitations and risk flags' })
      .closest('tr') as HTMLElement;
    expect(
      within(flags)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Not included', 'Included', 'Included']);
    expect(screen.getByRole('region', { name: 'Plan comparison' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('sends visitors to sign up for the free plan and to the contact page for paid plans (there is no checkout)', () => {
    expect(within(card('Free')).getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    for (const { plan } of PAID_PRICES) {
      expect(
        within(card(plan)).getByRole('link', { name: `Contact us to upgrade to ${plan}` }),
      ).toHaveAttribute('href', '/contact_us');
    }
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('answers the refund question with the Cancellation and Refund Policy, and links to it', () => {
    const answer = faqAnswer('Can I cancel or get a refund?');
    expect(answer).toHaveTextContent(REFUND_POLICY_TEXT);
    expect(answer).not.toHaveTextContent(/7.day/i);
    expect(
      within(answer).getByRole('link', { name: 'Cancellation and Refund Policy' }),
    ).toHaveAttribute('href', '/cancellation_refund_policy');
  });

  it('answers what the analysis covers, how delivery works, how plans are assigned and the monthly limits', () => {
    expect(faqAnswer('What does the analysis cover?')).toHaveTextContent('over 25 checks');
    const delivery = faqAnswer('How will I receive my review?');
    expect(delivery).toHaveTextContent('digital only');
    expect(delivery).toHaveTextContent(
      'We do not send results by e-mail, as a download or physically',
    );
    const upgrade = faqAnswer('How do I get a paid plan?');
    expect(upgrade).toHaveTextContent('our team activates paid plans');
    expect(within(upgrade).getByRole('link', { name: 'Contact us to upgrade' })).toHaveAttribute(
      'href',
      '/contact_us',
    );
    const limits = faqAnswer('How many profiles can I submit each month?');
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free: 1 per month',
      'Basic: 24 per month',
      'Premium Elite: agreed when activated',
      'Premium: unlimited',
    ]);
  });

  it('has an FAQ section the contact page can link to', () => {
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq).toHaveAttribute('id', 'faq');
  });

  it('opens an FAQ answer from its question', async () => {
    const user = userEvent.setup();
    const details = faqAnswer('How do I get a paid plan?') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('How do I get a paid plan?'));
    expect(details.open).toBe(true);
  });
});

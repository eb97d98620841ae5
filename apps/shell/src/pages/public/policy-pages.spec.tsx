import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import {
  DELIVERY_METHOD_TEXT,
  formatPrice,
  PAID_PLANS,
  PLANS,
  REFUND_POLICY_TEXT,
  SUPPORT_EMAIL,
} from '@profileproof/contracts';
import { BILLING_API_PATHS, BILLING_POLICY_TEXTS } from '@profileproof/contracts/billing';
import { networkDown, neverAnswers, stubFetch } from '@profileproof/web-testing';
import {
  CancellationRefundPolicyPage,
  CancellationRefundPolicyRoute,
} from './cancellation-refund-policy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ShippingDeliveryPolicyPage } from './shipping-delivery-policy-page';
import { TermsPage, TermsRoute } from './terms-page';
import { renderPage, renderRoutePage } from './test-utils';

const POLICY_PAGES: [string, ComponentType][] = [
  ['Terms and Conditions', TermsPage],
  ['Privacy Policy', PrivacyPolicyPage],
  ['Shipping and Delivery Policy', ShippingDeliveryPolicyPage],
  ['Cancellation and Refund Policy', CancellationRefundPolicyPage],
];

/** The policy texts' prices (the spec's business constants), mapped to plan names as the pricing page maps them. */
const POLICY_PRICES = [
  ['Basic', '$599'],
  ['Premium Elite', '$899'],
  ['Premium', '$1299'],
];

function planRow(table: HTMLElement, plan: string): HTMLElement {
  return within(table).getByRole('rowheader', { name: plan }).closest('tr') as HTMLElement;
}

describe.each(POLICY_PAGES)('%s', (title, Page) => {
  beforeEach(() => renderPage(<Page />));

  it('has one h1, the effective date and the tab title', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Effective date: 05/06/2025')).toBeInTheDocument();
    expect(document.title).toBe(`${title} · ProfileProof`);
  });

  it('has a table of contents linking to every section heading, in order', () => {
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.map((link) => link.textContent)).toEqual(
      sections.map((heading) => heading.textContent),
    );
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).not.toBeNull();
      expect(
        within(target as HTMLElement).getAllByRole('heading', { level: 2 })[0],
      ).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('says how to contact support', () => {
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(`^mailto:${SUPPORT_EMAIL}`),
    );
    expect(screen.getAllByText(/Monday to Friday, 10 AM–7 PM \(USD\)/).length).toBeGreaterThan(0);
  });

  it('never quotes a price or delivery speed that PLANS does not hold', () => {
    const text = document.body.textContent ?? '';
    const prices = new Set(
      PLANS.flatMap((plan) => [
        formatPrice(plan.monthlyPrice),
        formatPrice(plan.yearlyMonthlyPrice),
      ]),
    );
    for (const quoted of text.match(/\$\d+(\.\d\d)?/g) ?? []) expect(prices).toContain(quoted);
  });
});

describe('policy prices', () => {
  it.each([
    ['Terms and Conditions', TermsPage, 'Plans and prices'],
    [
      'Shipping and Delivery Policy',
      ShippingDeliveryPolicyPage,
      'Delivery time and price of each plan',
    ],
    [
      'Cancellation and Refund Policy',
      CancellationRefundPolicyPage,
      'Paid plans covered by this policy',
    ],
  ] as const)(
    'the %s quote the paid plans exactly as PLANS holds them',
    (_title, Page, caption) => {
      renderPage(<Page />);
      const table = screen.getByRole('table', { name: caption });
      for (const [plan, price] of POLICY_PRICES)
        expect(planRow(table, plan)).toHaveTextContent(`${price} a month`);
      for (const plan of PAID_PLANS)
        expect(planRow(table, plan.name)).toHaveTextContent(
          `${formatPrice(plan.monthlyPrice)} a month`,
        );
    },
  );
});

describe('ShippingDeliveryPolicyPage', () => {
  beforeEach(() => renderPage(<ShippingDeliveryPolicyPage />));

  it('says delivery is digital only, in the dashboard, with no e-mail, download or physical delivery', () => {
    expect(
      screen.getByRole('heading', { level: 2, name: 'Digital delivery only' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent(DELIVERY_METHOD_TEXT);
    expect(
      screen.getByText(/We do not send reports by e-mail, as a download, or by post/),
    ).toBeInTheDocument();
  });

  it('gives the delivery speed of every plan from PLANS', () => {
    const table = screen.getByRole('table', { name: 'Delivery time and price of each plan' });
    for (const plan of PLANS) expect(planRow(table, plan.name)).toHaveTextContent(plan.delivery);
    expect(planRow(table, 'Free')).toHaveTextContent('Within 24 hours');
    expect(planRow(table, 'Premium Elite')).toHaveTextContent('Within 6 hours');
  });
});

describe('CancellationRefundPolicyPage', () => {
  it('rules out cancellations, refunds and exchanges on every plan and explains what happens to a plan', () => {
    renderPage(<CancellationRefundPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'No cancellations, refunds or exchanges' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(REFUND_POLICY_TEXT).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 2, name: 'What happens to your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact support' })).toBeInTheDocument();
  });
});

describe('PrivacyPolicyPage', () => {
  it('names the data processed, rules out selling it and limits storage to sign-in', () => {
    renderPage(<PrivacyPolicyPage />);
    const body = document.body;
    expect(body).toHaveTextContent('your e-mail address');
    expect(body).toHaveTextContent('the profile link you submit, the optional message you add');
    expect(body).toHaveTextContent('We never sell your personal data');
    expect(body).toHaveTextContent('only to keep you signed in');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your rights and data requests' }),
    ).toBeInTheDocument();
  });
});

describe('the policies while plans are sold online (billing on)', () => {
  const offline = ['Nothing renews automatically', 'Online payment is not available yet'];

  it('the Cancellation and Refund Policy says subscriptions renew until cancelled, and the refund rule holds', () => {
    renderPage(<CancellationRefundPolicyPage online />);
    expect(screen.getByText(BILLING_POLICY_TEXTS.renewal)).toBeInTheDocument();
    expect(screen.getByText(BILLING_POLICY_TEXTS.failedPayment)).toBeInTheDocument();
    expect(screen.getByText(BILLING_POLICY_TEXTS.changing)).toBeInTheDocument();
    expect(screen.getAllByText(REFUND_POLICY_TEXT).length).toBeGreaterThan(0);
    for (const text of offline) expect(document.body).not.toHaveTextContent(text);
  });

  it('the Terms say plans are bought online', () => {
    renderPage(<TermsPage online />);
    expect(document.body).toHaveTextContent(BILLING_POLICY_TEXTS.payment);
    for (const text of offline) expect(document.body).not.toHaveTextContent(text);
  });

  it.each([
    ['Terms and Conditions', TermsPage],
    ['Cancellation and Refund Policy', CancellationRefundPolicyPage],
  ])('with billing off, the %s say the team activates plans and nothing renews', (_title, Page) => {
    renderPage(<Page />);
    expect(document.body).toHaveTextContent('Online payment is not available yet');
    expect(document.body).not.toHaveTextContent(BILLING_POLICY_TEXTS.renewal);
  });
});

describe('the policy routes ask whether plans are sold online before they show a word', () => {
  const ON = { enabled: true, provider: 'stripe', plans: [] };
  const OFFLINE = 'Online payment is not available yet';

  it.each([
    ['Terms and Conditions', TermsRoute, BILLING_POLICY_TEXTS.payment],
    ['Cancellation and Refund Policy', CancellationRefundPolicyRoute, BILLING_POLICY_TEXTS.renewal],
  ])(
    'the %s wait for a slow answer, then read as sold online: never the other wording first',
    async (_title, Route, onlineText) => {
      let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
      stubFetch({
        [`GET ${BILLING_API_PATHS.plans}`]: () => new Promise((resolve) => (answer = resolve)),
      });
      await act(async () => {
        renderRoutePage(<Route />);
      });
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(OFFLINE);
      await act(async () => answer({ status: 200, body: ON }));
      expect(await screen.findByText(onlineText, { exact: false })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(OFFLINE);
    },
  );

  it.each([
    ['the API cannot be reached', networkDown],
    ['the API answers 503', () => ({ status: 503, body: { detail: 'Down' } })],
    ['the API does not answer', neverAnswers],
  ])('read as with billing off when %s', async (_case, reply) => {
    stubFetch({ [`GET ${BILLING_API_PATHS.plans}`]: reply });
    await act(async () => {
      renderRoutePage(<TermsRoute />);
    });
    expect(
      await screen.findByText(OFFLINE, { exact: false }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(BILLING_POLICY_TEXTS.payment);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

/** The public pricing, policy and contact pages, with the h1 each shows. */
const PUBLIC_PAGES = [
  { path: '/pricing', heading: 'Expert profile reviews, priced by how often you need them' },
  { path: '/terms_and_conditions', heading: 'Terms and Conditions' },
  { path: '/privacy_policy', heading: 'Privacy Policy' },
  { path: '/shipping_delivery_policy', heading: 'Shipping and Delivery Policy' },
  { path: '/cancellation_refund_policy', heading: 'Cancellation and Refund Policy' },
  { path: '/contact_us', heading: 'Contact Us' },
];

/** Every page a visitor can open without signing in (heading undefined: any h1). */
const VISITOR_PAGES: { path: string; heading?: string }[] = [
  { path: '/' },
  ...PUBLIC_PAGES,
  {
    path: '/blank-page',
    heading: 'Thank You for Your Interest! This feature is currently under development.',
  },
  { path: '/not-found', heading: '404 · Page not found' },
];

/** The footer's links, in footer order, and the page each opens. */
const FOOTER_LINKS = [
  { label: 'Terms and Conditions', path: '/terms_and_conditions' },
  { label: 'Privacy Policy', path: '/privacy_policy' },
  { label: 'Shipping and Delivery Policy', path: '/shipping_delivery_policy' },
  { label: 'Cancellation and Refund Policy', path: '/cancellation_refund_policy' },
  { label: 'Contact Us', path: '/contact_us' },
];

/** The spec's prices: monthly price, and per month billed yearly at 20% off. */
const PAID_PRICES = [
  { plan: 'Basic', monthly: '$599', yearly: '$479.20' },
  { plan: 'Premium Elite', monthly: '$899', yearly: '$719.20' },
  { plan: 'Premium', monthly: '$1299', yearly: '$1039.20' },
];

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} shows its h1 inside the shell`, async ({ page, stack }) => {
      expect(stack.shellUrl).toContain('localhost');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('ProfileProof');
      if (path !== '/pricing' && path !== '/contact_us')
        await expect(page.getByText('Effective date: 05/06/2025')).toBeVisible();
    });
  }

  test('the billing toggle switches every paid plan between monthly and yearly prices', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const card = (plan: string) => page.getByRole('article', { name: plan, exact: true });
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const yearly = page.getByRole('radio', { name: /^Yearly/ });
    await expect(monthly).toBeChecked();
    for (const { plan, monthly: price } of PAID_PRICES)
      await expect(card(plan).getByText(price, { exact: true })).toBeVisible();

    await yearly.check();
    for (const { plan, monthly: price, yearly: yearlyPrice } of PAID_PRICES) {
      await expect(card(plan).getByText(yearlyPrice, { exact: true })).toBeVisible();
      await expect(card(plan).getByText(price, { exact: true })).toHaveCount(0);
      await expect(card(plan).getByText(/^Billed yearly/)).toBeVisible();
    }

    // Keyboard: the arrow keys move between the two options of the radio group.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(card('Basic').getByText('$599', { exact: true })).toBeVisible();
  });

  test('the free plan leads to sign-up and paid plans to the contact page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Contact us to upgrade to Premium Elite' }).click();
    await expect(page).toHaveURL(/\/contact_us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await page.getByRole('link', { name: 'Read the FAQ' }).click();
    await expect(page).toHaveURL(/\/pricing#faq$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInViewport();
    await page.getByText('Can I cancel or get a refund?').click();
    await page.getByRole('link', { name: 'Cancellation and Refund Policy' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' }),
    ).toBeVisible();

    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Get started free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the footer reaches every policy page and the contact page', async ({ page }) => {
    await page.goto('/pricing');
    for (const { label, path } of FOOTER_LINKS) {
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    }
  });

  test('the policy pages quote the prices of the pricing page', async ({ page }) => {
    await page.goto('/cancellation_refund_policy');
    const table = page.getByRole('table', { name: 'Paid plans covered by this policy' });
    for (const { plan, monthly, yearly } of PAID_PRICES) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: plan, exact: true }) });
      await expect(row).toContainText(`${monthly} a month`);
      await expect(row).toContainText(`${yearly} a month`);
    }
  });

  for (const { path, heading } of VISITOR_PAGES) {
    test(`${path} has no serious or critical WCAG 2 A/AA violation`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
      ).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const blocking = violations.filter(
        ({ impact }) => impact === 'serious' || impact === 'critical',
      );
      expect(
        blocking.map(
          ({ id, impact, nodes }) =>
            `${impact} ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/pricing') await page.getByRole('radio', { name: /^Yearly/ }).check();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      });
    }

    test('the comparison table scrolls inside its own box', async ({ page }) => {
      await page.goto('/pricing');
      const scroller = page.getByRole('region', { name: 'Plan comparison' });
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await scroller.focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => scroller.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
    });
  });
});

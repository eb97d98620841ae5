import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** The account screens in the states a visitor meets, each with no WCAG 2 A/AA violation axe can find. */
const SCREENS: {
  name: string;
  path: string;
  ready: string;
  act?: (page: Page) => Promise<void>;
}[] = [
  { name: 'login', path: '/login', ready: 'Log in' },
  {
    name: 'login with field errors',
    path: '/login',
    ready: 'Log in',
    act: async (page) => {
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  { name: 'signup', path: '/signup', ready: 'Create your account' },
  { name: 'forgot password', path: '/forgot-password', ready: 'Forgot your password?' },
  { name: 'reset password', path: '/reset-password/x/y', ready: 'Choose a new password' },
  { name: 'verify e-mail (failed link)', path: '/verify-email/x', ready: 'Verification failed' },
];

test.describe('account screens are accessible', () => {
  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.ready })).toBeVisible();
      await screen.act?.(page);
      await expectNoAxeViolations(page);
    });
  }
});

import { expect, test } from './support/fixtures';

/** Each remote's team can open it without the shell: same build, its own origin. */
const REMOTES = [
  { container: 'auth', name: 'Account', screens: 6 },
  { container: 'user_submissions', name: 'Profile submissions', screens: 3 },
  { container: 'admin_console', name: 'Admin console', screens: 3 },
];

test.describe('remotes on their own', () => {
  for (const remote of REMOTES) {
    test(`${remote.container} runs standalone and lists its screens`, async ({ page, stack }) => {
      await page.goto(`${stack.remoteUrls[remote.container]}/`);
      await expect(page.getByRole('heading', { level: 1, name: `${remote.name} (standalone)` })).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(remote.screens);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }
});
